import type { Block } from '@engine/index'

const norm = (s: string) => s.toLocaleLowerCase('de-DE').normalize('NFKD').replace(/\p{M}/gu, '')

/**
 * Blocks whose text (or "Frage N" label) contains every word of the query, in dialog order;
 * umlauts and case do not matter ("uber" finds "Über").
 */
export function searchBlocks(blocks: readonly Block[], query: string, limit = 8): Block[] {
  const words = norm(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const hits: Block[] = []
  for (const block of blocks) {
    const haystack = norm(`frage ${block.order + 1} ${block.context} ${block.nachfrage}`)
    if (words.every((w) => haystack.includes(w))) hits.push(block)
    if (hits.length >= limit) break
  }
  return hits
}
