import type { DialogGraph } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { useReactFlow, useStoreApi } from '@xyflow/react'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { ConfiguratorSession } from '../configuratorSession'
import { fitReadable, paneOverlays, whenPaneSized } from '../../../ui/canvas/fitPane'
import { nodesBounds } from './miniMapGeometry'

/** How many blocks the opening view tries to show. */
const FIRST_VIEW_BLOCKS = 8

/**
 * Offers the toolbar what only the canvas can do (fit the view at a readable zoom, keeping the
 * content clear of the minimap and zoom buttons: src/ui/canvas/readableFit.ts; tell where the middle is) and
 * follows focus requests (search, arrows): the block is centred without changing the zoom
 * unless it is too small to read.
 */
export function useCanvasPort(
  session: ConfiguratorSession,
  graph: DialogGraph,
  /** A canvas of its own graph (a past version): fit that, not the session's current dialog. */
  { ownGraph = false }: { ownGraph?: boolean } = {},
): void {
  const flow = useReactFlow()
  const store = useStoreApi()
  const { focus } = useSnapshot(session.ui)
  const graphRef = useRef(graph)
  graphRef.current = graph

  useEffect(() => {
    const fit = (first: number | undefined, duration: number) => {
      // The session's graph, not the rendered one: a command run just before (arranging) counts.
      const nodes = (ownGraph ? graphRef.current : session.graph.get()).nodes
      const shown = first === undefined ? nodes : nodes.slice(0, first)
      fitReadable(flow, store, nodesBounds(shown, 0), duration)
    }
    session.view.fitView = () => fit(undefined, 300)
    session.view.center = () => {
      const {
        width,
        height,
        transform: [x, y, zoom],
      } = store.getState()
      return { x: (width / 2 - x) / zoom - NODE_WIDTH / 2, y: (height / 2 - y) / zoom - NODE_HEIGHT / 2 }
    }
    // The opening view shows the first blocks, readable, not a whole big dialog shrunk to dots:
    // once, as soon as the pane has a size.
    const stop = whenPaneSized(store, () => fit(FIRST_VIEW_BLOCKS, 0))
    return () => {
      stop()
      session.view.fitView = undefined
      session.view.center = undefined
    }
  }, [session, flow, store, ownGraph])

  useEffect(() => {
    if (!focus) return
    const node = graphRef.current.nodes.find((n) => n.id === focus.id)
    if (!node) return
    // Centred in the part of the pane above the bottom corner panels, so they do not cover it.
    const zoom = Math.max(flow.getZoom(), 0.8)
    const below = paneOverlays(store.getState().domNode).bottom / 2 / zoom
    void flow.setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2 + below, {
      zoom,
      duration: 300,
    })
  }, [focus, flow, store])
}
