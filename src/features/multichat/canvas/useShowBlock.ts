import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { useReactFlow } from '@xyflow/react'
import { useEffect } from 'react'
import type { MultichatSession } from '../multichatSession'
import { blockNodeId } from './multichatFlow'

/** Offers the "Prüfen" list a way to its block: centred at a readable zoom and marked as shown. */
export function useShowBlock(session: MultichatSession): void {
  const flow = useReactFlow()
  useEffect(() => {
    session.view.showBlock = (end) => {
      const id = blockNodeId(end.survey_id, end.unique_question_id)
      const node = flow.getInternalNode(id)
      if (!node) return
      session.ui.shownBlock = id
      const { x, y } = node.internals.positionAbsolute
      void flow.setCenter(x + (node.width ?? NODE_WIDTH) / 2, y + (node.height ?? NODE_HEIGHT) / 2, {
        zoom: Math.max(flow.getZoom(), 0.8),
        duration: 300,
      })
    }
    return () => {
      session.view.showBlock = undefined
    }
  }, [session, flow])
}
