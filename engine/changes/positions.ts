import type { Block, Position } from '../model/block'
import { withBlockField } from '../model/block'
import { type Positions, GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import { blockNotFound } from './common'

export const samePosition = (a: Position | null | undefined, b: Position | null | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.x === b.x && a.y === b.y)

type PositionMap = Record<string, Position | null>

/** Canvas positions of many blocks: all named blocks must exist, so it applies whole or not at all, as on the server. */
export const positions: ChangeKind<Positions> = {
  kind: 'positions',
  apply(doc, c) {
    const after = c.after
    const moved: Block[] = []
    for (const id of Object.keys(after)) {
      const block = doc.blocks.get(id)
      if (!block) throw blockNotFound(id)
      const position = after[id] ?? null
      if (!samePosition(block.position, position)) moved.push(withBlockField(block, 'position', position))
    }
    // The named blocks only: on a draft O(k log n) for k positions, not a pass over every block.
    return { ...doc, blocks: doc.blocks.replaceAll(moved) }
  },
  invert: (c) => ({ kind: 'positions', before: c.after, after: c.before }),
  rebase(c, doc) {
    const before: PositionMap = {}
    const after: PositionMap = {}
    let changed = false
    for (const id of Object.keys(c.after)) {
      const block = doc.blocks.get(id)
      if (!block) {
        changed = true
        continue
      }
      before[id] = block.position
      after[id] = c.after[id] ?? null
      if (!samePosition(block.position, c.before[id])) changed = true
    }
    if (Object.keys(after).length === 0) return GONE
    return changed ? { kind: 'positions', before, after } : c
  },
  conflict(doc, c) {
    for (const id of Object.keys(c.before)) {
      const block = doc.blocks.get(id)
      if (!block) return { code: 'deleted_by_other' }
      if (!samePosition(block.position, c.before[id])) return { code: 'changed_by_other' }
    }
    return null
  },
  merge: () => null,
  isNoop: (c) => Object.keys(c.after).every((id) => samePosition(c.before[id], c.after[id])),
  footprint: (c) => ({ blocks: [...new Set([...Object.keys(c.before), ...Object.keys(c.after)])] }),
  notFound: 'block_not_found',
}
