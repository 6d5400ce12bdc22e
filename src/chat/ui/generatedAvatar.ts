import * as bottts from '@dicebear/bottts'
import { createAvatar } from '@dicebear/core'

/** Fixed background palette (docs/product/entities.md: generated avatars use fixed colour palettes), theme tints. */
export const AVATAR_BACKGROUNDS = ['d3f2ee', 'ffedc2', 'ffe0d1', 'e1e8f5', 'ece3f5', 'dff0d8'] as const

/**
 * docs/product/entities.md / the live-dialog issue: without an avatar image, a DiceBear avatar seeded by the
 * dialog id. Generated locally (no request to an avatar service), deterministic, so every
 * visitor of a dialog sees the same bot.
 */
export function generatedAvatarSvg(seed: string): string {
  return createAvatar(bottts, { seed, radius: 50, backgroundColor: [...AVATAR_BACKGROUNDS] }).toString()
}

/** For an <img src>. */
export const generatedAvatarUrl = (seed: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(generatedAvatarSvg(seed))}`
