import { type BlockMove, GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import { anchorIn, resolveIn, sameAnchor, without } from './anchor'
import { requireBlock } from './common'

/** A move onto its own place (dropped where it was): it changes nothing. */
const staysPut = (c: BlockMove) => sameAnchor(c.from, c.to)

export const blockMove: ChangeKind<BlockMove> = {
  kind: 'block.move',
  apply(doc, c) {
    requireBlock(doc, c.block)
    const to = resolveIn(without(doc.blocks, c.block), c.to)
    return { ...doc, blocks: doc.blocks.move(c.block, to) }
  },
  invert: (c) => ({ ...c, from: c.to, to: c.from }),
  rebase(c, doc) {
    if (!doc.blocks.has(c.block)) return GONE
    const from = anchorIn(doc.blocks, doc.blocks.indexOf(c.block))
    // A move onto its own place stays one: it never carries the block back over a later move.
    if (staysPut(c)) return sameAnchor(from, c.from) ? c : { ...c, from, to: from }
    const rest = without(doc.blocks, c.block)
    const to = anchorIn(rest, resolveIn(rest, c.to))
    return sameAnchor(from, c.from) && sameAnchor(to, c.to) ? c : { ...c, from, to }
  },
  conflict(doc, c) {
    const i = doc.blocks.indexOf(c.block)
    if (i < 0) return { code: 'deleted_by_other' }
    // A move to the place it came from (moved onto itself) undoes nothing anyone did since.
    if (staysPut(c)) return null
    // Others' inserts next to it are no conflict; another move of it is.
    const here = anchorIn(doc.blocks, i)
    return here.after === c.from.after || here.index === c.from.index ? null : { code: 'changed_by_other' }
  },
  merge: () => null,
  isNoop: staysPut,
  // A move renumbers every block between its two places.
  footprint: () => ({ blocks: 'all' }),
  notFound: 'block_not_found',
}
