import { describe, expect, it } from 'vitest'
import { de } from '../i18n/de'
import { DEFAULT_FAVICON, pageHead } from './pageHead'
import { ROUTE_META } from './routeTable'

describe('page title, description and favicon per route (docs/product/overview.md)', () => {
  it('default to the dialog experience texts and the product favicon', () => {
    expect(pageHead(ROUTE_META.root)).toEqual({
      title: de.shell.page.title,
      description: de.shell.page.description,
      favicon: DEFAULT_FAVICON,
      socialTags: {},
    })
  })

  it('take a route’s own title', () => {
    expect(pageHead(ROUTE_META.impressum).title).toBe('Impressum · Dialoge')
  })

  it('give /flow its own title, description, favicon and social tags with an absolute image', () => {
    const head = pageHead(ROUTE_META.flow, 'https://dialoge.example.org')
    expect(head.title).toBe(de.shell.flow.title)
    expect(head.description).toBe(de.shell.flow.description)
    expect(head.favicon).toBe('/favicon-tatort.svg')
    expect(head.socialTags).toMatchObject({
      'og:title': de.shell.flow.title,
      'og:description': de.shell.flow.description,
      'og:image': 'https://dialoge.example.org/tatort-social.png',
      'twitter:card': 'summary_large_image',
    })
  })

  it('give /aufderflucht the game favicon and its own texts', () => {
    const head = pageHead(ROUTE_META.aufderflucht)
    expect(head.title).toBe(de.shell.aufderflucht.title)
    expect(head.socialTags['og:description']).toBe(de.shell.aufderflucht.description)
  })
})
