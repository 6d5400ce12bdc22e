import type { GraphNode } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { fitInto, nodesBounds, visibleRect } from './miniMapGeometry'

const at = (x: number, y: number) =>
  ({
    id: `${x}:${y}`,
    type: 'external',
    position: { x, y },
    autoPlaced: true,
    data: { survey_id: 's', unique_question_id: 'q' },
  }) as GraphNode

describe('minimap geometry', () => {
  it('bounds all nodes with padding', () => {
    expect(nodesBounds([at(0, 0), at(500, 1000)])).toEqual({ x: -40, y: -40, width: 840, height: 1190 })
    expect(nodesBounds([])).toEqual({ x: 0, y: 0, width: 1, height: 1 })
  })

  it('fits the world into the map, centred, keeping proportions', () => {
    const fit = fitInto({ x: 0, y: 0, width: 400, height: 150 }, 200, 150)
    expect(fit.scale).toBe(0.5)
    expect([fit.offsetX, fit.offsetY]).toEqual([0, 37.5])
  })

  it("turns React Flow's transform into the visible canvas area", () => {
    expect(visibleRect([-100, -50, 2], 800, 600)).toEqual({ x: 50, y: 25, width: 400, height: 300 })
  })
})
