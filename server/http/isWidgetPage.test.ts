import { describe, expect, it } from 'vitest'
import { isWidgetPage } from './isWidgetPage'

describe('isWidgetPage', () => {
  it('takes the widget route with one dialog id, a trailing slash or a query', () => {
    for (const url of ['/widget/abc', '/widget/abc-1/', '/widget/abc?lang=en', '/widget/a%20b'])
      expect(isWidgetPage(url), url).toBe(true)
  })

  it('leaves every other path that merely starts with /widget/', () => {
    for (const url of [
      '/widget/',
      '/widget',
      '/widget/x/dashboard',
      '/widget/../dashboard',
      '/widget/%2e%2e/dashboard',
      '/widget/..',
      '/widget/%2E%2E',
      '/widget/.',
      '/widget/a%2Fb',
      '/widget/a%5Cb',
      '/widget/%zz',
      '/widget//dashboard',
      '/widgets/abc',
      '/dashboard?next=/widget/abc',
    ])
      expect(isWidgetPage(url), url).toBe(false)
  })
})
