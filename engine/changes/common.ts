import { EngineError } from '../EngineError'
import type { Block } from '../model/block'
import type { Document } from './Change'

export const blockNotFound = (id: string) => new EngineError('block_not_found', `Block ${id} existiert nicht.`)

export function requireBlock(doc: Document, id: string): Block {
  const block = doc.blocks.get(id)
  if (!block) throw blockNotFound(id)
  return block
}

/** JSON text with every object's keys sorted, so that key order does not count. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )

/**
 * A block's content without its place: `order` belongs to the list, not to what a colleague may
 * edit. Key order does not count either: clearing an optional field removes its key and setting
 * it again appends it (withBlockField), and the block is still the same.
 */
export function sameContent(a: Block, b: Block): boolean {
  const { order: _a, ...x } = a
  const { order: _b, ...y } = b
  return canonical(x) === canonical(y)
}
