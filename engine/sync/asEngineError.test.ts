import { describe, expect, it } from 'vitest'
import { EngineError } from '../EngineError'
import { asEngineError } from './SyncClient'

describe('asEngineError', () => {
  it("keeps a failed call's error as the cause, so the UI can explain it by the call's code", () => {
    const call = Object.assign(new Error('Dieser Dialog kann nicht live geschaltet werden.'), {
      code: 'live_switch_off',
    })
    const error = asEngineError(call)
    expect(error).toBeInstanceOf(EngineError)
    expect(error.code).toBe('sync_failed')
    expect(error.message).toBe(call.message)
    expect(error.cause).toBe(call)
  })

  it('passes an EngineError through unchanged', () => {
    const refused = new EngineError('edit_conflict', 'x')
    expect(asEngineError(refused)).toBe(refused)
  })
})
