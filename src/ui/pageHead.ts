import { ui } from '../i18n'
import type { RouteMeta } from './routeMeta'

export const DEFAULT_FAVICON = '/favicon.svg'

/** What <head> should say for a route: docs/product/overview.md's defaults unless the route overrides them. */
export interface PageHead {
  title: string
  description: string
  favicon: string
  /** property/name -> content; empty for routes without social tags. */
  socialTags: Record<string, string>
}

/** The default title and description; the live routes pass the dialog language's (docs/app.md#languages). */
export type PageTexts = { title: string; description: string }

export function pageHead(
  meta: Pick<RouteMeta, 'title' | 'description' | 'favicon' | 'social'>,
  origin = '',
  texts: PageTexts = ui.shell.page,
): PageHead {
  const title = meta.title ?? texts.title
  const description = meta.description ?? texts.description
  const socialTags: Record<string, string> = {}
  if (meta.social) {
    Object.assign(socialTags, {
      'og:type': 'website',
      'og:locale': 'de_DE',
      'og:title': meta.social.title,
      'og:description': meta.social.description,
      'twitter:card': meta.social.image ? 'summary_large_image' : 'summary',
      'twitter:title': meta.social.title,
      'twitter:description': meta.social.description,
    })
    if (meta.social.image) {
      // Crawlers need absolute image URLs.
      socialTags['og:image'] = `${origin}${meta.social.image}`
      socialTags['twitter:image'] = `${origin}${meta.social.image}`
    }
  }
  return { title, description, favicon: meta.favicon ?? DEFAULT_FAVICON, socialTags }
}
