import type { PresentEditor } from '@engine/api/coediting'

/**
 * The colours that are this editor's own (src/ui/theme.css): the avatar in the top bar
 * (`--app-avatar`) and the outline of the own selection on the canvas (`--app-primary`). A
 * colleague's colour must not be mistaken for either (issue #28).
 */
export const OWN_COLORS: readonly string[] = ['#00796b']

/**
 * Colleague colours, apart from each other (redmean distance at least 100) and from the own teal
 * (at least 188): no green or teal, as two of the server's palette (server/coediting/presentEditor.ts) are.
 */
export const COLLEAGUE_PALETTE: readonly string[] = [
  '#2D72D2', // blue
  '#C87619', // orange
  '#CD4246', // red
  '#7961DB', // violet
  '#A8327F', // magenta
  '#8F6B3A', // brown
]

/** How far apart two colours must be to tell them apart at a glance (redmean distance, 0–765). */
export const MIN_COLOR_DISTANCE = 150

function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  return m ? [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)] : null
}

/** A perceptual distance of two #rrggbb colours ("redmean" weighting of RGB); unknown colours are far apart. */
export function colorDistance(a: string, b: string): number {
  const x = rgb(a)
  const y = rgb(b)
  if (!x || !y) return Number.POSITIVE_INFINITY
  const r = (x[0] + y[0]) / 2
  const [dr, dg, db] = [x[0] - y[0], x[1] - y[1], x[2] - y[2]]
  return Math.sqrt((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db)
}

/**
 * The colour of each colleague (by user id): far from the own colours, and different from each
 * other while the palette lasts. A colleague keeps a colour as long as the others present do
 * (first choice: user id modulo the palette; a taken one passes on to the next free), so the
 * same person looks the same to everyone who sees the same people.
 */
export function colleagueColors(
  userIds: readonly number[],
  own: readonly string[] = OWN_COLORS,
  palette: readonly string[] = COLLEAGUE_PALETTE,
): Map<number, string> {
  const usable = palette.filter((color) => own.every((mine) => colorDistance(color, mine) >= MIN_COLOR_DISTANCE))
  const choices = usable.length > 0 ? usable : palette
  const colors = new Map<number, string>()
  const taken = new Set<string>()
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    const start = ((id % choices.length) + choices.length) % choices.length
    let color = choices[start] ?? '#5f6b7c'
    for (let step = 0; step < choices.length; step++) {
      const candidate = choices[(start + step) % choices.length] ?? color
      if (!taken.has(candidate)) {
        color = candidate
        break
      }
    }
    taken.add(color)
    colors.set(id, color)
  }
  return colors
}

/** The presence list with each colleague in the colour chosen above (the server's colour is only a default). */
export function recolored(others: readonly PresentEditor[]): PresentEditor[] {
  const colors = colleagueColors(others.map((editor) => editor.user_id))
  return others.map((editor) => ({ ...editor, color: colors.get(editor.user_id) ?? editor.color }))
}
