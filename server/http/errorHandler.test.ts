import { ERROR_CODES } from '@engine/api/errorCodes'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { errorHandler } from './errorHandler'
import { WorkerPoolFull, WorkerTaskAborted } from '../workers/workerPool'

function frameworkError(statusCode: number, code = 'FST_ERR_SOMETHING'): Error {
  return Object.assign(new Error('english framework text'), { statusCode, code })
}

const app = Fastify({ logger: false })
app.setErrorHandler(errorHandler)
app.get('/typed', async () => {
  throw new ApiError(409, 'Dialog ist nicht mehr aktiv.', 'dialog_inactive')
})
app.get('/status/:status', async (request) => {
  throw frameworkError(Number((request.params as { status: string }).status))
})
app.get('/crash', async () => {
  throw new Error('secret detail')
})
const workerErrors = {
  full: new WorkerPoolFull(),
  timeout: new WorkerTaskAborted('timeout'),
  memory: new WorkerTaskAborted('memory'),
}
app.get('/worker/:why', async (request) => {
  throw workerErrors[(request.params as { why: keyof typeof workerErrors }).why]
})
afterAll(() => app.close())

describe('the one error handler', () => {
  it.each(['full', 'timeout', 'memory'])(
    'answers worker work refused or ended (%s) as 503 server_busy, the busy banner',
    async (why) => {
      const answer = await app.inject({ method: 'GET', url: `/worker/${why}` })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ code: 'server_busy' })
    },
  )

  it('answers a typed error with its status, msg and code', async () => {
    const answer = await app.inject({ method: 'GET', url: '/typed' })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({ msg: 'Dialog ist nicht mehr aktiv.', code: 'dialog_inactive' })
  })

  it.each([404, 405, 406, 408, 413, 415, 416, 431])(
    'answers a framework %i with a German msg and a code the table lists for the status it answers',
    async (status) => {
      const answer = await app.inject({ method: 'GET', url: `/status/${status}` })
      const { msg, code } = answer.json() as { msg: string; code: keyof typeof ERROR_CODES }
      expect(msg).not.toContain('english')
      expect(ERROR_CODES[code].status as readonly number[]).toContain(answer.statusCode)
    },
  )

  it('answers an unknown error with 500 internal_error and keeps its details out of the answer', async () => {
    const answer = await app.inject({ method: 'GET', url: '/crash' })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({ msg: expect.any(String), code: 'internal_error' })
    expect(answer.body).not.toContain('secret detail')
  })
})
