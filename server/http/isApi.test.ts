import { describe, expect, it } from 'vitest'
import { isApi } from './isApi'

describe('isApi', () => {
  it('takes /api and the paths below it, with or without a query', () => {
    for (const url of ['/api', '/api/', '/api/chat', '/api?x=1', '/api/health?full=1'])
      expect(isApi(url), url).toBe(true)
  })

  it("leaves the app's pages and paths that only start with the same letters", () => {
    for (const url of ['/', '/apix', '/api-docs', '/apiary/x', '/live/api', '/flow?api=1'])
      expect(isApi(url), url).toBe(false)
  })

  it('decides on the path the router matches: a percent-encoded /api is API, an encoded slash is not', () => {
    for (const url of ['/%61pi/chat', '/%61%70%69', '/api/%73urveys?x=%zz', '/%61pi?'])
      expect(isApi(url), url).toBe(true)
    for (const url of ['/api%2Fchat', '/%2561pi/chat', '/%zz/api', '/x#/api/']) expect(isApi(url), url).toBe(false)
  })
})
