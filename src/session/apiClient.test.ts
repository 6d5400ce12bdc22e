import { describe, expect, it } from 'vitest'
import { ApiError, errorOfAnswer } from './apiClient'

const answer = (status: number, statusText: string) => new Response(null, { status, statusText })

describe('errorOfAnswer records where the msg came from', () => {
  it("the server's msg and code: msgFromServer", () => {
    const error = errorOfAnswer(answer(404, 'Not Found'), { msg: 'Not Found', code: 'not_found' })
    expect(error).toMatchObject({ status: 404, msg: 'Not Found', code: 'not_found', statusText: 'Not Found' })
    expect(error.msgFromServer).toBe(true)
  })

  it('an answer without a msg gets the reason phrase (or the given fallback), not from the server', () => {
    expect(errorOfAnswer(answer(502, 'Bad Gateway'), undefined)).toMatchObject({
      msg: 'Bad Gateway',
      code: null,
      msgFromServer: false,
    })
    expect(errorOfAnswer(answer(500, 'Internal Server Error'), { code: 'internal_error' }, 'Fehler.')).toMatchObject({
      msg: 'Fehler.',
      code: 'internal_error',
      msgFromServer: false,
    })
  })

  it('an ApiError the client makes itself does not claim a server msg', () => {
    expect(new ApiError(0, '').msgFromServer).toBe(false)
    expect(new ApiError(200, 'Invalid credentials').msgFromServer).toBe(false)
  })
})
