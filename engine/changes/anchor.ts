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

/** A list read by key and index: a BlockTable, a draft list (KeyedSeq), or an array (keyedArray). */
export interface KeyedList {
  readonly size: number
  indexOf(key: string): number
  keyAt(index: number): string | undefined
}

/** resolveAnchor on a keyed list: O(log n) on a draft instead of a scan of its keys. */
export function resolveIn(list: KeyedList, at: Anchor): number {
  if (at.after === null) return 0
  const i = list.indexOf(at.after)
  return i >= 0 ? i + 1 : Math.max(0, Math.min(at.index, list.size))
}

/** anchorAt on a keyed list. */
export const anchorIn = (list: KeyedList, index: number): Anchor => ({
  index,
  after: index > 0 ? (list.keyAt(index - 1) ?? null) : null,
})

/** `list` as if `key` (at its index) were not in it: the list a move inserts into. */
export function without(list: KeyedList, key: string): KeyedList {
  const at = list.indexOf(key)
  if (at < 0) return list
  // Methods, not arrows: a batch moves thousands of items, and a named closure costs per call (tsx keeps names).
  return {
    size: list.size - 1,
    indexOf(k) {
      if (k === key) return -1
      const i = list.indexOf(k)
      return i > at ? i - 1 : i
    },
    keyAt(i) {
      return i < 0 ? undefined : list.keyAt(i < at ? i : i + 1)
    },
  }
}

/** An array as a keyed list (a scan per lookup: for single changes on immutable documents). */
export const keyedArray = <T>(list: readonly T[], keyOf: (item: T) => string): KeyedList => ({
  size: list.length,
  indexOf: (key) => list.findIndex((item) => keyOf(item) === key),
  keyAt: (i) => {
    const item = list[i]
    return item === undefined ? undefined : keyOf(item)
  },
})
