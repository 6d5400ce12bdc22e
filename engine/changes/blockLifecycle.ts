import { EngineError } from '../EngineError'
import type { Block } from '../model/block'
import { type BlockCreate, type BlockDelete, GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import { anchorIn, resolveIn, sameAnchor } from './anchor'
import { requireBlock, sameContent } from './common'

const exists = (id: string) => new EngineError('block_exists', `Block ${id} existiert bereits.`)

/** The block as it is stored at its place: `order` follows the list. */
const placed = (block: Block, index: number): Block => (block.order === index ? block : { ...block, order: index })

/** Create and delete invert each other: undoing a delete brings the block back with its content at its place. */
export const blockCreate: ChangeKind<BlockCreate> = {
  kind: 'block.create',
  apply(doc, c) {
    const id = c.block.unique_question_id
    if (doc.blocks.has(id)) throw exists(id)
    const index = resolveIn(doc.blocks, c.at)
    return { ...doc, blocks: doc.blocks.insert(placed(c.block, index), index) }
  },
  invert: (c) => ({ kind: 'block.delete', block: c.block, at: c.at }),
  rebase(c, doc) {
    // An id that exists is the apply's refusal (block_exists), not a rebase's business.
    if (doc.blocks.has(c.block.unique_question_id)) return c
    const index = resolveIn(doc.blocks, c.at)
    const at = anchorIn(doc.blocks, index)
    return sameAnchor(at, c.at) && c.block.order === index ? c : { ...c, block: placed(c.block, index), at }
  },
  conflict: (doc, c) => (doc.blocks.has(c.block.unique_question_id) ? { code: 'exists' } : null),
  merge: () => null,
  isNoop: () => false,
  // A create or delete renumbers every block after its place.
  footprint: () => ({ blocks: 'all' }),
  notFound: 'block_not_found',
}

export const blockDelete: ChangeKind<BlockDelete> = {
  kind: 'block.delete',
  apply(doc, c) {
    requireBlock(doc, c.block.unique_question_id)
    return { ...doc, blocks: doc.blocks.remove(c.block.unique_question_id) }
  },
  invert: (c) => ({ kind: 'block.create', block: c.block, at: c.at }),
  rebase(c, doc) {
    // The latest content at the latest place: undoing the delete must not bring back a stale copy.
    const id = c.block.unique_question_id
    const block = doc.blocks.get(id)
    if (!block) return GONE
    const at = anchorIn(doc.blocks, doc.blocks.indexOf(id))
    return block === c.block && sameAnchor(at, c.at) ? c : { ...c, block, at }
  },
  conflict(doc, c) {
    const block = doc.blocks.get(c.block.unique_question_id)
    if (!block) return { code: 'deleted_by_other' }
    // Deleting a block someone else edited since would erase their text.
    if (!sameContent(block, c.block)) return { code: 'changed_by_other' }
    // Or their move of it (rule 2, docs/engine.md): `order` is not content, so the place is
    // compared. Moved: the block it came after is still before it, yet neither its predecessor
    // nor its index. Others' inserts and deletes elsewhere, and a move of that predecessor past
    // it, are no conflict (a place is an anchor: the two cannot be told apart from the document).
    const index = doc.blocks.indexOf(block.unique_question_id)
    const here = anchorIn(doc.blocks, index)
    const after = c.at.after
    const stillBefore = after === null || (doc.blocks.has(after) && doc.blocks.indexOf(after) < index)
    const moved = stillBefore && here.after !== after && here.index !== c.at.index
    return moved ? { code: 'changed_by_other' } : null
  },
  merge: () => null,
  isNoop: () => false,
  // A create or delete renumbers every block after its place.
  footprint: () => ({ blocks: 'all' }),
  notFound: 'block_not_found',
}
