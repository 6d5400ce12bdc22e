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
})
