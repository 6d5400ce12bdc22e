import type { Position } from '../model/block'
import { type LayoutInput, NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'

const H_GAP = 40
const V_GAP = 60

/**
 * A linear-time layered layout for large dialogs (dagre needs seconds and overflows its stack
 * on long chains, docs/benchmarks.md). Blocks come in dialog order, so every edge to a later
 * block points downwards: a block's rank is one below its lowest predecessor, in one pass. Edges
 * back up the dialog are ignored for ranking. Within a rank, blocks sit in the order of their
 * predecessors' columns (one barycenter pass), centred. A block in another dialog (a trigger's
 * other end) sits in a column to the right, level with the block it is connected to.
 */
export function layeredLayout(
  { nodeIds, edges }: LayoutInput,
  isExternal: (id: string) => boolean,
): Map<string, Position> {
  const position = new Map<string, number>()
  nodeIds.forEach((id, i) => position.set(id, i))
  const preds = new Map<string, string[]>()
  const links = new Map<string, string[]>()
  for (const { source, target } of edges) {
    if (!position.has(source) || !position.has(target) || source === target) continue
    if (isExternal(source) || isExternal(target)) {
      const [ext, block] = isExternal(source) ? [source, target] : [target, source]
      links.set(ext, [...(links.get(ext) ?? []), block])
    } else if ((position.get(source) as number) < (position.get(target) as number)) {
      preds.set(target, [...(preds.get(target) ?? []), source])
    }
  }

  const rank = new Map<string, number>()
  const slot = new Map<string, number>()
  const ranks: string[][] = []
  for (const id of nodeIds) {
    if (isExternal(id)) continue
    const r = Math.max(-1, ...(preds.get(id) ?? []).map((p) => rank.get(p) ?? 0)) + 1
    rank.set(id, r)
    ;(ranks[r] ??= []).push(id)
  }
  for (const row of ranks) {
    if (!row) continue
    const barycenter = (id: string) => {
      const ps = preds.get(id) ?? []
      return ps.length === 0 ? Number.POSITIVE_INFINITY : ps.reduce((sum, p) => sum + (slot.get(p) ?? 0), 0) / ps.length
    }
    const sorted = row
      .map((id) => ({ id, key: barycenter(id), index: position.get(id) as number }))
      .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    sorted.forEach(({ id }, i) => slot.set(id, i))
  }

  const positions = new Map<string, Position>()
  let widest = 1
  for (const row of ranks) if (row) widest = Math.max(widest, row.length)
  for (const [id, r] of rank) {
    const row = ranks[r] as string[]
    const offset = (slot.get(id) as number) - (row.length - 1) / 2
    positions.set(id, { x: Math.round(offset * (NODE_WIDTH + H_GAP)), y: r * (NODE_HEIGHT + V_GAP) })
  }
  const externalX = Math.round(((widest + 1) / 2) * (NODE_WIDTH + H_GAP)) + NODE_WIDTH
  const used = new Map<number, number>()
  for (const id of nodeIds) {
    if (!isExternal(id)) continue
    const r = Math.min(...(links.get(id) ?? []).map((b) => rank.get(b) ?? 0), Number.MAX_SAFE_INTEGER)
    const row = r === Number.MAX_SAFE_INTEGER ? 0 : r
    const column = used.get(row) ?? 0
    used.set(row, column + 1)
    positions.set(id, { x: externalX + column * (NODE_WIDTH + H_GAP), y: row * (NODE_HEIGHT + V_GAP) })
  }
  return positions
}
