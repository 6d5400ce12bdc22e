import { describe, expect, it } from 'vitest'
import { layeredLayout } from './layeredLayout'
import { NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'
import { layoutGraph } from './layoutGraph'

const chain = (n: number) => {
  const nodeIds = Array.from({ length: n }, (_, i) => `q${i}`)
  const edges = nodeIds.slice(1).map((id, i) => ({ source: nodeIds[i] as string, target: id }))
  return { nodeIds, edges }
}
const isExternal = (id: string) => id.startsWith('ext:')

function overlaps(positions: Map<string, { x: number; y: number }>): boolean {
  const seen = new Set<string>()
  for (const { x, y } of positions.values()) {
    const key = `${Math.floor(x / NODE_WIDTH)}:${Math.floor(y / NODE_HEIGHT)}`
    if (seen.has(key)) return true
    seen.add(key)
  }
  return false
}

describe('layeredLayout', () => {
  it('lays out a 5,000-block dialog (where dagre overflows its stack), top to bottom, without overlaps', () => {
    const input = chain(5000)
    const positions = layoutGraph(input)
    expect(positions.size).toBe(5000)
    expect((positions.get('q4999')?.y ?? 0) > (positions.get('q0')?.y ?? 0)).toBe(true)
    expect(overlaps(positions)).toBe(false)
  })

  it('puts the branches of a jump side by side on one rank', () => {
    const positions = layeredLayout(
      {
        nodeIds: ['a', 'b', 'c', 'd'],
        edges: [
          { source: 'a', target: 'b' },
          { source: 'a', target: 'c' },
          { source: 'b', target: 'd' },
          { source: 'c', target: 'd' },
        ],
      },
      isExternal,
    )
    expect(positions.get('b')?.y).toBe(positions.get('c')?.y)
    expect(positions.get('b')?.x).not.toBe(positions.get('c')?.x)
    expect(positions.get('d')?.y).toBeGreaterThan(positions.get('b')?.y ?? 0)
    expect(overlaps(positions)).toBe(false)
  })

  it('ignores edges back up the dialog and places blocks of other dialogs beside their partner', () => {
    const positions = layeredLayout(
      {
        nodeIds: ['a', 'b', 'ext:s2:z'],
        edges: [
          { source: 'a', target: 'b' },
          { source: 'b', target: 'a' },
          { source: 'b', target: 'ext:s2:z' },
        ],
      },
      isExternal,
    )
    expect(positions.get('a')?.y).toBe(0)
    expect(positions.get('ext:s2:z')?.y).toBe(positions.get('b')?.y)
    expect(positions.get('ext:s2:z')?.x).toBeGreaterThan(positions.get('b')?.x ?? 0)
  })
})
