import { jumpKey, type PathPicture } from '@engine/index'
import { type Edge, type Node, useEdges, useNodes, useStore, useStoreApi, ViewportPortal } from '@xyflow/react'
import { ui } from '../../i18n'
import { formatCount } from '../../i18n/formatNumbers'
import './paths.css'

const t = ui.paths

/** A share of respondents as a colour from cold (few) to hot (all): blue through yellow to red. */
export const heatColour = (share: number): string =>
  `hsl(${Math.round(220 - 220 * Math.min(1, Math.max(0, share)))} 75% 42%)`

/**
 * The handle a jump is counted under (engine/paths): the edge's source handle, `order` for the
 * next block by order (drawn from the block's default handle, which it has no jump of then).
 */
function handleOf(edge: Edge): string | null {
  if (edge.type === 'jump') return edge.sourceHandle ?? 'default'
  if (edge.id.startsWith('order:')) return 'order'
  return null
}

const BADGE_HEIGHT = 22
const configuratorBlockId = (node: Node): string | null => (node.type === 'block' ? node.id : null)
const selectViewport = (s: { transform: [number, number, number]; width: number; height: number }) =>
  `${s.transform[0]},${s.transform[1]},${s.transform[2]},${s.width},${s.height}`

/**
 * How respondents went through the dialog, drawn over a React Flow canvas (render it inside
 * `<ReactFlow>`): above each block how many reached it (coloured by their share) and how many
 * stopped there, and on each jump how many took it. Takes any PathPicture, simulated or real;
 * draws only what is on screen (one pass over the nodes and edges per frame).
 */
export function PathHeatMap({
  picture,
  blockIdOf = configuratorBlockId,
}: {
  picture: PathPicture
  /** The block a node shows, null for other nodes (default: the configurator's block nodes, whose id is the block's). */
  blockIdOf?: (node: Node) => string | null
}) {
  const nodes = useNodes()
  const edges = useEdges()
  // Measured handle places: read while rendering (the nodes above re-render on every measurement).
  const lookup = useStoreApi().getState().nodeLookup
  const viewport = useStore(selectViewport)
  const [x, y, zoom, width, height] = viewport.split(',').map(Number) as [number, number, number, number, number]
  const visible = (px: number, py: number) => {
    const sx = px * zoom + x
    const sy = py * zoom + y
    return sx > -200 && sy > -100 && sx < width + 200 && sy < height + 100
  }
  const total = Math.max(1, picture.respondents)
  const byId = new Map<string, Node>(nodes.map((n) => [n.id, n]))
  const size = (n: Node) => ({ w: n.measured?.width ?? n.width ?? 220, h: n.measured?.height ?? n.height ?? 80 })
  return (
    <ViewportPortal>
      <div className="path-heat" aria-hidden="true">
        {nodes.map((node) => {
          const block = blockIdOf(node)
          // Absolute: a node inside a group (the multichat's dialogs) has its place relative to the group.
          const at = lookup.get(node.id)?.internals.positionAbsolute ?? node.position
          if (block === null || !visible(at.x, at.y)) return null
          const reached = picture.reached[block] ?? 0
          const stopped = picture.stopped[block] ?? 0
          const share = reached / total
          return (
            <div
              key={node.id}
              className={`path-heat-badge${reached === 0 ? ' path-heat-none' : ''}`}
              style={{
                transform: `translate(${at.x}px, ${at.y - BADGE_HEIGHT - 4}px)`,
                background: reached === 0 ? undefined : heatColour(share),
              }}
              title={t.reached(reached, t.share(share))}
              data-block={block}
            >
              {t.reached(reached, t.share(share))}
              {stopped > 0 && <span className="path-heat-stopped">{t.stopped(stopped)}</span>}
            </div>
          )
        })}
        {edges.map((edge) => {
          const handle = handleOf(edge)
          const source = byId.get(edge.source)
          const target = byId.get(edge.target)
          if (handle === null || !source || !target) return null
          // At the jump's handle, just below its block: each answer's count beside its label.
          const internal = lookup.get(edge.source)
          const bound = internal?.internals.handleBounds?.source?.find((h) => h.id === (edge.sourceHandle ?? 'default'))
          const origin = internal?.internals.positionAbsolute ?? source.position
          const a = size(source)
          const b = size(target)
          const mx = bound
            ? origin.x + bound.x + bound.width / 2
            : (source.position.x + a.w / 2 + target.position.x + b.w / 2) / 2
          const my = bound ? origin.y + bound.y + bound.height + 10 : (source.position.y + a.h + target.position.y) / 2
          if (!visible(mx, my)) return null
          const took = picture.jumps[jumpKey(edge.source, handle)] ?? 0
          return (
            <div
              key={edge.id}
              className={`path-heat-jump${took === 0 ? ' path-heat-none' : ''}`}
              style={{
                transform: `translate(${mx}px, ${my}px) translate(-50%, -50%)`,
                background: took === 0 ? undefined : heatColour(took / total),
              }}
              title={t.took(took, handle)}
            >
              {formatCount(took)}
            </div>
          )
        })}
      </div>
    </ViewportPortal>
  )
}
