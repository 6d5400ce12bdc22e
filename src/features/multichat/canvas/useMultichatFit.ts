import { useReactFlow, useStoreApi } from '@xyflow/react'
import { useEffect, useRef } from 'react'
import { boundsOf } from '../../../ui/canvas/bounds'
import { fitReadable, whenPaneSized } from '../../../ui/canvas/fitPane'
import type { MultichatSession } from '../multichatSession'
import type { MultichatNode } from './multichatFlow'

/** Space around the groups in a fitted view (canvas units). */
const MARGIN = 20

/**
 * The opening view and "Alles zeigen": all dialog groups at a readable zoom, clear of the zoom
 * buttons and the legend (src/ui/canvas/readableFit.ts, as in the configurator); a multichat too
 * large for that shows its top left, the lead dialog, and the editor scrolls for the rest.
 */
export function useMultichatFit(session: MultichatSession, nodes: readonly MultichatNode[]): void {
  const flow = useReactFlow()
  const store = useStoreApi()
  const nodesRef = useRef(nodes)
  nodesRef.current = nodes

  useEffect(() => {
    const fit = (duration: number) => {
      const groups = nodesRef.current.filter((n) => n.type === 'dialog')
      const rects = groups.map((g) => ({ ...g.position, width: g.width ?? 0, height: g.height ?? 0 }))
      fitReadable(flow, store, boundsOf(rects, MARGIN), duration)
    }
    session.view.fitView = () => fit(300)
    const stop = whenPaneSized(store, () => fit(0))
    return () => {
      stop()
      session.view.fitView = undefined
    }
  }, [session, flow, store])
}
