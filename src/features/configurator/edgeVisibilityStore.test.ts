import { describe, expect, it } from 'vitest'
import { loadEdgeVisibility } from './edgeVisibilityStore'

const storageWith = (value: string | null) => ({ getItem: () => value }) as unknown as Storage

describe('loadEdgeVisibility', () => {
  it('keeps only known boolean flags of a stored entry', () => {
    expect(
      loadEdgeVisibility(storageWith('{"showConditionalJumps":false,"showTriggersSource":"ja","x":true}'), 's'),
    ).toEqual({ showConditionalJumps: false })
  })

  it('ignores damaged or missing entries and missing storage', () => {
    expect(loadEdgeVisibility(storageWith('{kaputt'), 's')).toEqual({})
    expect(loadEdgeVisibility(storageWith(null), 's')).toEqual({})
    expect(loadEdgeVisibility(undefined, 's')).toEqual({})
  })
})
