import type { DialogGraph } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { useReactFlow, useStoreApi } from '@xyflow/react'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { ConfiguratorSession } from '../configuratorSession'

/**
 * Offers the toolbar what only the canvas can do (fit the view, tell where the middle is) and
 * follows focus requests (search, arrows): the block is centred without changing the zoom
 * unless it is too small to read.
 */
export function useCanvasPort(session: ConfiguratorSession, graph: DialogGraph): void {
  const flow = useReactFlow()
  const store = useStoreApi()
  const { focus } = useSnapshot(session.ui)
  const graphRef = useRef(graph)
  graphRef.current = graph

  useEffect(() => {
    session.view.fitView = () => void flow.fitView({ duration: 300, padding: 0.1 })
    session.view.center = () => {
      const {
        width,
        height,
        transform: [x, y, zoom],
      } = store.getState()
      return { x: (width / 2 - x) / zoom - NODE_WIDTH / 2, y: (height / 2 - y) / zoom - NODE_HEIGHT / 2 }
    }
    return () => {
      session.view.fitView = undefined
      session.view.center = undefined
    }
  }, [session, flow, store])

  useEffect(() => {
    if (!focus) return
    const node = graphRef.current.nodes.find((n) => n.id === focus.id)
    if (!node) return
    void flow.setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
      zoom: Math.max(flow.getZoom(), 0.8),
      duration: 300,
    })
  }, [focus, flow])
}
