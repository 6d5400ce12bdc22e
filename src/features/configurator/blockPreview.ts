import { ui, uiLocale } from '../../i18n'
/** docs/product/constants.md: block previews are cut beyond 100 characters. */
export const PREVIEW_MAX_CHARS = 100

export type PreviewPart = { kind: 'text'; text: string } | { kind: 'delay'; seconds: string }

const MARKER = /#(\d+)#/g
const seconds = new Intl.NumberFormat(uiLocale, { maximumFractionDigits: 2 })

/** `#1500#` → "1,5" (docs/design/dialog-content.md: the editor shows delay markers as seconds). */
export const delaySeconds = (ms: number) => seconds.format(ms / 1000)

/**
 * A block's text for the canvas and list: delay markers become second badges, and only the
 * first 100 characters of text are kept (with "…"); whitespace is collapsed.
 */
export function blockPreview(context: string): PreviewPart[] {
  const parts: PreviewPart[] = []
  let budget = PREVIEW_MAX_CHARS
  let last = 0
  const pushText = (raw: string) => {
    const text = raw.replace(/\s+/g, ' ')
    if (!text.trim() || budget <= 0) return
    const kept = text.length > budget ? `${text.slice(0, budget).trimEnd()}…` : text
    budget -= text.length
    parts.push({ kind: 'text', text: kept })
  }
  for (const match of context.matchAll(MARKER)) {
    pushText(context.slice(last, match.index))
    last = match.index + match[0].length
    if (budget <= 0) break
    parts.push({ kind: 'delay', seconds: delaySeconds(Number(match[1])) })
  }
  if (budget > 0) pushText(context.slice(last))
  return parts
}

/** The preview as one line of text (search results, select options, aria labels). */
export const previewText = (context: string) =>
  blockPreview(context)
    .map((p) => (p.kind === 'text' ? p.text : ` ${ui.configurator.block.delayText(p.seconds)} `))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()

/** A block's text in one short line for selects: delay markers and line breaks dropped. */
export function shortPreview(context: string, length = 40): string {
  const text = context.replace(MARKER, ' ').replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}
