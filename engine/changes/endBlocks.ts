import { type EndBlocks, GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import type { Document } from './Change'
import { blockNotFound } from './common'
import { sameValue } from '../model/sameValue'

/** The end blocks of `doc`, in block order. */
export const endBlocksOf = (doc: Document): string[] =>
  doc.blocks
    .values()
    .filter((b) => b.is_end)
    .map((b) => b.unique_question_id)

/** What the change itself marks and unmarks: everything else keeps the flag others left. */
function intent(c: EndBlocks) {
  const before = new Set(c.before)
  const after = new Set(c.after)
  return {
    mark: c.after.filter((id) => !before.has(id)),
    unmark: c.before.filter((id) => !after.has(id)),
  }
}

export const endBlocks: ChangeKind<EndBlocks> = {
  kind: 'endBlocks',
  apply(doc, c) {
    for (const id of c.after) if (!doc.blocks.has(id)) throw blockNotFound(id)
    const ends = new Set(c.after)
    const blocks = doc.blocks.map((b) =>
      b.is_end === ends.has(b.unique_question_id) ? b : { ...b, is_end: !b.is_end },
    )
    return { ...doc, blocks }
  },
  invert: (c) => ({ kind: 'endBlocks', before: c.after, after: c.before }),
  rebase(c, doc) {
    // Three-way: only this change's marks and unmarks apply; blocks that are gone drop out.
    const { mark, unmark } = intent(c)
    const named = [...mark, ...unmark]
    if (named.length > 0 && named.every((id) => !doc.blocks.has(id))) return GONE
    const now = endBlocksOf(doc)
    const ends = new Set(now)
    for (const id of mark) ends.add(id)
    for (const id of unmark) ends.delete(id)
    const after = doc.blocks.ids.filter((id) => ends.has(id))
    return sameValue(now, c.before) && sameValue(after, c.after) ? c : { kind: 'endBlocks', before: now, after }
  },
  conflict(doc, c) {
    const { mark, unmark } = intent(c)
    for (const id of [...mark, ...unmark]) {
      const block = doc.blocks.get(id)
      if (!block) return { code: 'deleted_by_other' }
      if (block.is_end !== c.before.includes(id)) return { code: 'changed_by_other' }
    }
    return null
  },
  merge: () => null,
  isNoop: (c) => sameValue([...c.before].sort(), [...c.after].sort()),
  // A rebase reads every block's flag (endBlocksOf).
  footprint: () => ({ blocks: 'all' }),
  notFound: 'block_not_found',
}
