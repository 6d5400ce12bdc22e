import { AUFDERFLUCHT_MULTICHAT_ID, FLOW_MULTICHAT_ID } from '../../chat/clients/multichatInfo'

/** docs/app.md "Publishing": the public addresses of a dialog and a multichat, built from the server's PUBLIC_URL. */

export type EmbedSize = 'small' | 'medium' | 'large' | 'full'
export const EMBED_SIZES: Record<EmbedSize, { width: string; height: string }> = {
  small: { width: '320', height: '480' },
  medium: { width: '400', height: '640' },
  large: { width: '480', height: '760' },
  full: { width: '100%', height: '700' },
}
export const DEFAULT_EMBED_SIZE: EmbedSize = 'medium'

/** The base without trailing slashes, so `${base}/dialog/…` never has two. */
export const trimBase = (base: string) => base.replace(/\/+$/, '')

export const dialogLink = (base: string, surveyId: string) => `${trimBase(base)}/dialog/${encodeURIComponent(surveyId)}`

export const widgetLink = (base: string, surveyId: string) => `${trimBase(base)}/widget/${encodeURIComponent(surveyId)}`

/** docs/product/screens.md#routes: the two games have fixed paths; every other multichat lives at /multi_live/{id}. */
export function multichatPath(multichatId: number): string {
  if (multichatId === FLOW_MULTICHAT_ID) return '/flow'
  if (multichatId === AUFDERFLUCHT_MULTICHAT_ID) return '/aufderflucht'
  return `/multi_live/${multichatId}`
}

export const multichatLink = (base: string, multichatId: number) => `${trimBase(base)}${multichatPath(multichatId)}`

/** Text inside an HTML attribute value in double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The iframe for the widget. `allow="autoplay"` lets voice and video messages play; the size is a
 * starting point, `max-width: 100%` keeps a fixed width from overflowing a narrow page.
 */
export function embedSnippet(url: string, size: EmbedSize, title: string): string {
  const { width, height } = EMBED_SIZES[size]
  return (
    `<iframe src="${attribute(url)}" title="${attribute(title)}" width="${width}" height="${height}" ` +
    `style="border: 0; max-width: 100%;" allow="autoplay" loading="lazy"></iframe>`
  )
}

/** A file name for downloads: the id's letters and digits only (ids come from the URL). */
export const fileStem = (kind: 'dialog' | 'multichat', id: string | number) =>
  `${kind}-${String(id).replace(/[^A-Za-z0-9_-]/g, '') || 'link'}-qr`
