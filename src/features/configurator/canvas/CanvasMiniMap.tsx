import type { GraphNode } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { Button } from '@blueprintjs/core'
import { Panel, useReactFlow, useStore } from '@xyflow/react'
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react'
import { ui } from '../../../i18n'
import { fitInto, nodesBounds, visibleRect } from './miniMapGeometry'
import { loadMiniMapChoice, miniMapShown, saveMiniMapChoice } from './miniMapChoice'

const t = ui.configurator.canvas
const WIDTH = 160
const HEIGHT = 110

/** The previous node list while every node is where it was: typing must not repaint the map. */
function useSamePlaces(nodes: readonly GraphNode[]): readonly GraphNode[] {
  const kept = useRef(nodes)
  const before = kept.current
  const same =
    before.length === nodes.length &&
    nodes.every(
      (n, i) =>
        n.position === before[i]?.position ||
        (n.position.x === before[i]?.position.x && n.position.y === before[i]?.position.y),
    )
  if (!same) kept.current = nodes
  return kept.current
}

/**
 * An overview of the whole dialog. The nodes are painted once into a <canvas> when the graph
 * changes; panning only moves the viewport frame (a CSS transform). React Flow's SVG minimap
 * repaints every node rectangle on each frame, which held panning of a 2,000-block dialog
 * under 50 fps on the project machine (docs/benchmarks.md). Click or drag to move the view.
 */
export function CanvasMiniMap({ nodes }: { nodes: readonly GraphNode[] }) {
  const paneWidth = useStore((s) => s.width)
  const [choice, setChoice] = useState(loadMiniMapChoice)
  const shown = miniMapShown(choice, paneWidth)
  const toggle = () => {
    const next = shown ? 'hidden' : 'shown'
    setChoice(next)
    saveMiniMapChoice(next)
  }
  return (
    <Panel position="bottom-right" className="canvas-minimap">
      <Button
        className="canvas-minimap-toggle"
        size="small"
        variant="outlined"
        icon={shown ? 'minimize' : 'map'}
        aria-label={shown ? t.minimapHide : t.minimapShow}
        title={shown ? t.minimapHide : t.minimapShow}
        aria-expanded={shown}
        onClick={toggle}
      />
      {shown && <MiniMapArea nodes={nodes} />}
    </Panel>
  )
}

/** The map itself: nodes painted once, the viewport frame moved by CSS. */
function MiniMapArea({ nodes }: { nodes: readonly GraphNode[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const flow = useReactFlow()
  const transform = useStore((s) => s.transform)
  const paneWidth = useStore((s) => s.width)
  const paneHeight = useStore((s) => s.height)
  const placed = useSamePlaces(nodes)
  const fit = useMemo(() => fitInto(nodesBounds(placed), WIDTH, HEIGHT), [placed])

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = WIDTH * ratio
    canvas.height = HEIGHT * ratio
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.clearRect(0, 0, WIDTH, HEIGHT)
    context.fillStyle = getComputedStyle(canvas).getPropertyValue('--minimap-node').trim() || '#c5cbd3'
    const w = Math.max(NODE_WIDTH * fit.scale, 1)
    const h = Math.max(NODE_HEIGHT * fit.scale, 1)
    for (const { position } of placed)
      context.fillRect(position.x * fit.scale + fit.offsetX, position.y * fit.scale + fit.offsetY, w, h)
  }, [placed, fit])

  const view = visibleRect(transform, paneWidth, paneHeight)
  const frame = {
    left: view.x * fit.scale + fit.offsetX,
    top: view.y * fit.scale + fit.offsetY,
    width: view.width * fit.scale,
    height: view.height * fit.scale,
  }

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = (event.clientX - box.left - fit.offsetX) / fit.scale
    const y = (event.clientY - box.top - fit.offsetY) / fit.scale
    void flow.setCenter(x, y, { zoom: transform[2] })
  }

  return (
    <div
      className="canvas-minimap-area"
      role="img"
      aria-label={t.minimap}
      style={{ width: WIDTH, height: HEIGHT }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId)
        moveTo(e)
      }}
      onPointerMove={(e) => {
        if (e.buttons === 1) moveTo(e)
      }}
    >
      <canvas ref={canvasRef} style={{ width: WIDTH, height: HEIGHT }} />
      <div
        className="canvas-minimap-frame"
        style={{ transform: `translate(${frame.left}px, ${frame.top}px)`, width: frame.width, height: frame.height }}
      />
    </div>
  )
}
