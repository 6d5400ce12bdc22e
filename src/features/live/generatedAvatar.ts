/**
 * SPEC.md §3: without an avatar image, a generated one seeded by the dialog id. A small
 * mirrored 5x5 pattern on a round background from fixed colour palettes; pure and
 * deterministic, so every visitor of a dialog sees the same face and no network is involved.
 */
export const AVATAR_PALETTES: readonly (readonly [background: string, foreground: string])[] = [
  ['#d3f2ee', '#00796b'],
  ['#ffedc2', '#b26a00'],
  ['#ffe0d1', '#c4431b'],
  ['#e1e8f5', '#2d4f8e'],
  ['#ece3f5', '#6a3d9a'],
  ['#dff0d8', '#3c7a2a'],
]

/** FNV-1a: a stable 32-bit hash of the seed. */
function hash(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: enough well-spread bits from one 32-bit seed. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The filled cells of the left half plus middle column (3 of 5 columns), mirrored when drawn. */
export function avatarCells(seed: string): boolean[][] {
  const next = random(hash(seed))
  const rows = Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => next() < 0.5))
  // An empty face says nothing: the middle cell is always drawn.
  rows[2]![2] = true
  return rows
}

export function avatarPalette(seed: string): readonly [string, string] {
  return AVATAR_PALETTES[hash(`palette:${seed}`) % AVATAR_PALETTES.length]!
}

export function generatedAvatarSvg(seed: string): string {
  const [background, foreground] = avatarPalette(seed)
  const rects: string[] = []
  avatarCells(seed).forEach((row, y) => {
    row.forEach((filled, x) => {
      if (!filled) return
      for (const column of new Set([x, 4 - x])) rects.push(`<rect x="${10 + column * 8}" y="${10 + y * 8}" width="8" height="8"/>`)
    })
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><circle cx="30" cy="30" r="30" fill="${background}"/><g fill="${foreground}">${rects.join('')}</g></svg>`
}

/** For an <img src>: the SVG holds only our own markup, never the seed text. */
export const generatedAvatarUrl = (seed: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(generatedAvatarSvg(seed))}`
