import { describe, expect, it } from 'vitest'
import type { Position } from '../model/block'
import { NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'
import { layoutGraph } from './layoutGraph'

const chain = (n: number) => {
  const nodeIds = Array.from({ length: n }, (_, i) => `q${i}`)
  const edges = nodeIds.slice(1).map((id, i) => ({ source: nodeIds[i] as string, target: id }))
  return { nodeIds, edges }
}

const bounds = (positions: ReadonlyMap<string, Position>) => {
  const all = [...positions.values()]
  const minX = Math.min(...all.map((p) => p.x))
  const minY = Math.min(...all.map((p) => p.y))
  return {
    width: Math.max(...all.map((p) => p.x)) + NODE_WIDTH - minX,
    height: Math.max(...all.map((p) => p.y)) + NODE_HEIGHT - minY,
  }
}

const overlapping = (positions: ReadonlyMap<string, Position>) => {
  const all = [...positions.values()].sort((a, b) => a.x - b.x || a.y - b.y)
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i] as Position, all[j] as Position]
      if (b.x - a.x >= NODE_WIDTH) break
      if (Math.abs(a.y - b.y) < NODE_HEIGHT) return true
    }
  return false
}

/** The zoom at which the whole layout fits a 16:9 pane of 1280 × 720 px. */
const fitZoom = (positions: ReadonlyMap<string, Position>) => {
  const { width, height } = bounds(positions)
  return Math.min(1280 / width, 720 / height)
}

describe('layout in columns', () => {
  it('lays a 30-block line out so that it fits a 16:9 screen at a readable zoom (top to bottom does not)', () => {
    expect(fitZoom(layoutGraph(chain(30), 'down'))).toBeLessThan(0.2)
    const columns = layoutGraph(chain(30), 'columns')
    expect(fitZoom(columns)).toBeGreaterThanOrEqual(0.6)
    expect(overlapping(columns)).toBe(false)
  })

  it('keeps the order readable: each column top to bottom, the columns left to right', () => {
    const columns = layoutGraph(chain(30), 'columns')
    const ordered = [...columns.values()]
    for (let i = 1; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1] as Position, ordered[i] as Position]
      expect(b.y > a.y || b.x > a.x).toBe(true)
    }
  })

  it('lays 300 blocks with jumps out in columns without overlaps, wider than tall', () => {
    const input = chain(300)
    const edges = [...input.edges]
    for (let i = 0; i + 12 < 300; i += 10) edges.push({ source: `q${i}`, target: `q${i + 5}` })
    const columns = layoutGraph({ nodeIds: input.nodeIds, edges }, 'columns')
    expect(columns.size).toBe(300)
    expect(overlapping(columns)).toBe(false)
    const { width, height } = bounds(columns)
    expect(width / height).toBeGreaterThan(1.2)
  })

  it('leaves a short dialog in one column', () => {
    expect(layoutGraph(chain(4), 'columns')).toEqual(layoutGraph(chain(4), 'down'))
  })
})
