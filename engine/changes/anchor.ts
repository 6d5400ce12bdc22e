import type { Anchor } from './Change'

/**
 * The index an anchor points at in `keys` (which must not contain the item itself): right after
 * the item named `after` if it is still there, otherwise `index`, clamped to the list.
 */
export function resolveAnchor(keys: readonly string[], at: Anchor): number {
  if (at.after === null) return 0
  const i = keys.indexOf(at.after)
  return i >= 0 ? i + 1 : Math.max(0, Math.min(at.index, keys.length))
}

/** The anchor of the item at `index` of `keys` (the list that holds it). */
export const anchorAt = (keys: readonly string[], index: number): Anchor => ({
  index,
  after: index > 0 ? (keys[index - 1] ?? null) : null,
})

/** The anchor an insert at `index` into `keys` (a list without the item) makes. */
export const anchorBefore = (keys: readonly string[], index: number): Anchor => {
  const i = Math.max(0, Math.min(index, keys.length))
  return { index: i, after: i > 0 ? (keys[i - 1] ?? null) : null }
}

export const sameAnchor = (a: Anchor, b: Anchor) => a.index === b.index && a.after === b.after

/** Inserts `item` at `index` (clamped) of a copy of `list`. */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const copy = list.slice()
  copy.splice(Math.max(0, Math.min(index, copy.length)), 0, item)
  return copy
}
