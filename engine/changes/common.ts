import { EngineError } from '../EngineError'
import type { Block } from '../model/block'
import { sameValue } from '../model/sameValue'
import type { Document } from './Change'

export const blockNotFound = (id: string) => new EngineError('block_not_found', `Block ${id} existiert nicht.`)

export function requireBlock(doc: Document, id: string): Block {
  const block = doc.blocks.get(id)
  if (!block) throw blockNotFound(id)
  return block
}

/**
 * A block's content without its place: `order` belongs to the list, not to what a colleague may
 * edit. Key order does not count either (sameValue): clearing an optional field removes its key
 * and setting it again appends it (withBlockField), and the block is still the same.
 */
export function sameContent(a: Block, b: Block): boolean {
  const { order: _a, ...x } = a
  const { order: _b, ...y } = b
  return sameValue(x, y)
}
