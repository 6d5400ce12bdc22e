import { errorCodes } from '@engine/api/errorCodes'
import { EngineError } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { de } from '../i18n/de'
import { en } from '../i18n/en'
import { ApiError } from './apiClient'
import { errorText } from './errorText'

const english = (error: unknown) => errorText(error, en.errors, false)
const german = (error: unknown) => errorText(error, de.errors, true)

const fromServer = (code: (typeof errorCodes)[number], msg: string, status = 404) =>
  new ApiError(status, msg, { code, msgFromServer: true })

describe('error texts by code (docs/app.md#languages, "Error messages")', () => {
  it('every code the server can answer has a German and an English text, and they differ', () => {
    for (const code of errorCodes) {
      expect(en.errors.api[code]?.trim(), code).toBeTruthy()
      expect(de.errors.api[code]?.trim(), code).toBeTruthy()
    }
    const copied = errorCodes.filter((code) => en.errors.api[code] === de.errors.api[code])
    expect(copied).toEqual([])
  })

  it('every engine code has a text in both languages (the type lists them; these are the same keys)', () => {
    expect(Object.keys(en.errors.engine)).toEqual(Object.keys(de.errors.engine))
    for (const text of Object.values(en.errors.engine)) expect(text.trim()).toBeTruthy()
  })

  it('the English UI shows the English text for the code, never the German msg', () => {
    expect(english(fromServer('survey_not_found', 'Dialog nicht gefunden.'))).toBe('Dialog not found.')
    expect(english(new EngineError('block_not_found', 'Block q1 existiert nicht.'))).toBe('The block does not exist.')
    expect(english(new EngineError('nothing_to_undo', 'Nichts zum Rückgängigmachen.'))).toBe('Nothing to undo.')
  })

  it('an edit rolled back because its call failed is explained by the call’s code', () => {
    // As engine/sync/SyncClient.ts asEngineError reports it (engine/sync/asEngineError.test.ts).
    const call = fromServer('live_switch_off', 'Dieser Dialog kann nicht live geschaltet werden.', 409)
    const refused = Object.assign(new EngineError('sync_failed', call.message), { cause: call })
    expect(english(refused)).toBe(en.errors.api.live_switch_off)
    expect(german(refused)).toBe('Dieser Dialog kann nicht live geschaltet werden.')
  })

  it('the German UI keeps the server’s and engine’s own messages (they name the field or the block)', () => {
    expect(german(fromServer('invalid_input', 'context: zu lang.', 400))).toBe('context: zu lang.')
    expect(german(new EngineError('block_not_found', 'Block q1 existiert nicht.'))).toBe('Block q1 existiert nicht.')
    // Without a msg: the German text for the code.
    expect(german(new ApiError(404, '', { code: 'survey_not_found' }))).toBe(de.errors.api.survey_not_found)
  })

  it('falls back to the message when there is no known code', () => {
    expect(english(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway')
    expect(english(new ApiError(502, ''))).toBe('HTTP 502')
    expect(english(new Error('kaputt'))).toBe('kaputt')
    expect(english('text')).toBe('text')
  })
})
