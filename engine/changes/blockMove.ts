import { type BlockMove, GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import { anchorAt, resolveAnchor, sameAnchor } from './anchor'
import { changeCall, requireBlock } from './common'

/** Ids without `id`: the list a move inserts into. */
const without = (ids: readonly string[], id: string) => ids.filter((x) => x !== id)

export const blockMove: ChangeKind<BlockMove> = {
  kind: 'block.move',
  apply(doc, c) {
    requireBlock(doc, c.block)
    const to = resolveAnchor(without(doc.blocks.ids, c.block), c.to)
    return { ...doc, blocks: doc.blocks.move(c.block, to) }
  },
  invert: (c) => ({ ...c, from: c.to, to: c.from }),
  rebase(c, doc) {
    if (!doc.blocks.has(c.block)) return GONE
    const ids = doc.blocks.ids
    const from = anchorAt(ids, doc.blocks.indexOf(c.block))
    const rest = without(ids, c.block)
    const index = resolveAnchor(rest, c.to)
    const to = anchorAt([...rest.slice(0, index), c.block], index)
    return sameAnchor(from, c.from) && sameAnchor(to, c.to) ? c : { ...c, from, to }
  },
  conflict(doc, c) {
    const i = doc.blocks.indexOf(c.block)
    if (i < 0) return { code: 'deleted_by_other' }
    // Others' inserts next to it are no conflict; another move of it is.
    const here = anchorAt(doc.blocks.ids, i)
    return here.after === c.from.after || here.index === c.from.index ? null : { code: 'changed_by_other' }
  },
  merge: () => null,
  isNoop: (c) => sameAnchor(c.from, c.to),
  call: changeCall,
  bumpsVersion: true,
  notFound: 'block_not_found',
  scope: () => ({ blocks: 'all' }),
  entry: (c) => ({
    type: 'blocks',
    change: 'order',
    unique_question_id: c.block,
    key: 'order',
    old_value: c.from.index,
    new_value: c.to.index,
  }),
}
