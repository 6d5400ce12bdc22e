import { type Block, withBlockField } from '../model/block'
import { sameValue } from '../model/sameValue'
import type { BlockField } from './Change'
import { GONE } from './Change'
import type { ChangeKind } from './ChangeKind'
import { requireBlock } from './common'

/** A field's value as the wire stores it: an absent optional field is null. */
export function fieldValue(block: Block, key: BlockField['key']): BlockField['before'] {
  return ((block as Record<string, unknown>)[key] ?? null) as BlockField['before']
}

export const blockField: ChangeKind<BlockField> = {
  kind: 'block.field',
  apply(doc, c) {
    const block = requireBlock(doc, c.block)
    return { ...doc, blocks: doc.blocks.replace(withBlockField(block, c.key, c.after)) }
  },
  invert: (c) => ({ ...c, before: c.after, after: c.before }) as BlockField,
  rebase(c, doc) {
    const block = doc.blocks.get(c.block)
    if (!block) return GONE
    const before = fieldValue(block, c.key)
    return sameValue(before, c.before) ? c : ({ ...c, before } as BlockField)
  },
  conflict(doc, c) {
    const block = doc.blocks.get(c.block)
    if (!block) return { code: 'deleted_by_other' }
    return sameValue(fieldValue(block, c.key), c.before) ? null : { code: 'changed_by_other' }
  },
  // Typing, a number typed digit by digit, a drag: consecutive edits of one field are one step.
  merge: (prev, next) =>
    prev.block === next.block && prev.key === next.key ? ({ ...prev, after: next.after } as BlockField) : null,
  footprint: (c) => ({ blocks: [c.block] }),
  isNoop: (c) => sameValue(c.before, c.after),
  notFound: 'block_not_found',
}
