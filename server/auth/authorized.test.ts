import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/ApiError'
import { type Authorized, editorOf, liveAccessOf, surveyAccessOf } from './authorized'
import type { SurveyAccess } from './requireRole'

const requestWith = (authorized: Authorized | null) =>
  ({ authorized, method: 'POST', url: '/api/x', routeOptions: { url: '/api/x' } }) as unknown as FastifyRequest

const analyst = { user: { id: 7 }, claims: {}, role: 'Analysieren' } as unknown as SurveyAccess

describe('handlers read what the endpoint table checked', () => {
  it('a handler whose call the table did not check fails instead of running unchecked', () => {
    expect(() => editorOf(requestWith(null))).toThrow(/not checked by the endpoint table/)
    expect(() => surveyAccessOf(requestWith(null), 's1')).toThrow(/not checked by the endpoint table/)
    expect(() => liveAccessOf(requestWith({}))).toThrow(/not checked by the endpoint table/)
  })

  it('the access of one dialog is never handed out for another', () => {
    const request = requestWith({ survey: { id: 's1', access: analyst } })
    expect(surveyAccessOf(request, 's1')).toBe(analyst)
    expect(() => surveyAccessOf(request, 's2')).toThrow(/dialog s2/)
  })

  it('a handler that needs more than the table asked for answers 403 to a member without it', () => {
    const request = requestWith({ survey: { id: 's1', access: analyst } })
    const refusal = (() => {
      try {
        surveyAccessOf(request, 's1', 'edit')
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(ApiError)
    expect((refusal as ApiError).status).toBe(403)
  })
})
