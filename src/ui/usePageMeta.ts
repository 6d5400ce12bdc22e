import { useEffect } from 'react'
import { pageHead, type PageHead, type PageTexts } from './pageHead'
import type { RouteMeta } from './routeMeta'

const OWNED = 'data-page-meta'

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector)
  if (found) return found
  const element = create()
  doc.head.append(element)
  return element
}

/** Writes a PageHead into the document; social tags of the previous route are removed. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title
  upsert(doc, 'meta[name="description"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'description' }),
  ).setAttribute('content', head.description)
  upsert(doc, 'link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' })).setAttribute(
    'href',
    head.favicon,
  )
  for (const old of doc.head.querySelectorAll(`meta[${OWNED}]`)) old.remove()
  for (const [key, content] of Object.entries(head.socialTags)) {
    const tag = doc.createElement('meta')
    // Open Graph uses `property`, Twitter cards use `name`.
    tag.setAttribute(key.startsWith('og:') ? 'property' : 'name', key)
    tag.setAttribute('content', content)
    tag.setAttribute(OWNED, '')
    doc.head.append(tag)
  }
}

/** docs/product/overview.md: title, description, favicon and social tags follow the route meta. */
export function usePageMeta(meta: RouteMeta, texts?: PageTexts): void {
  useEffect(() => {
    applyPageHead(pageHead(meta, window.location.origin, texts))
  }, [meta, texts])
}
