import { describe, expect, it } from 'vitest'
import { ApiError } from '../session/apiClient'
import { isStaleQuestion } from './conversation'

describe('isStaleQuestion: the codes that mean "this question is no longer the open one"', () => {
  it.each(['question_already_answered', 'chat_not_open', 'game_over'] as const)('%s reloads', (code) => {
    expect(isStaleQuestion(new ApiError(409, 'egal', { code }))).toBe(true)
  })

  it.each(['dialog_inactive', 'stale_version', 'block_exists'] as const)('another 409 (%s) does not', (code) => {
    expect(isStaleQuestion(new ApiError(409, 'egal', { code }))).toBe(false)
  })

  it('decides by the code alone: a 409 without code does not reload, whatever its text', () => {
    expect(isStaleQuestion(new ApiError(409, 'Diese Frage wurde bereits beantwortet.'))).toBe(false)
    expect(isStaleQuestion(new ApiError(500, 'kaputt', { code: 'internal_error' }))).toBe(false)
    expect(isStaleQuestion(new Error('question_already_answered'))).toBe(false)
  })
})
