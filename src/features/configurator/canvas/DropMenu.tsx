import { connect, type BlockType, type Position } from '@engine/index'
import { useEffect, useRef } from 'react'
import { addBlock } from '../addBlock'
import { BlockTypeMenu } from '../AddBlockMenu'
import { useSession } from '../useConfigurator'

export interface PendingDrop {
  /** Where the pointer was released, in window coordinates (the menu opens there). */
  screen: Position
  /** The same point on the canvas: where the new block goes. */
  position: Position
  source: string
  handle: string
}

/**
 * After a jump was dragged from a handle onto empty canvas: pick a type, and the new block is
 * created there and connected (two undo steps: the block, then the jump).
 */
export function DropMenu({ drop, onClose }: { drop: PendingDrop; onClose: () => void }) {
  const session = useSession()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  const pick = (type: BlockType) => {
    onClose()
    const added = addBlock(session, type, { position: drop.position, after: drop.source })
    if (added) void session.execute(connect({ source: drop.source, handle: drop.handle, target: added }))
  }
  return (
    <div ref={ref} className="configurator-drop-menu" style={{ left: drop.screen.x, top: drop.screen.y }}>
      <BlockTypeMenu onPick={pick} />
    </div>
  )
}
