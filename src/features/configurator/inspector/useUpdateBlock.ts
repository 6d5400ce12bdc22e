import { updateBlock } from '@engine/index'
import { useCallback } from 'react'
import { useSession } from '../useConfigurator'

/**
 * Sets one field of a block through the engine. Every keystroke is its own command: the engine
 * applies it synchronously (so a controlled input keeps its cursor) and merges edits of the same
 * field within 500 ms into one undo step (docs/engine.md).
 */
export function useUpdateBlock(id: string) {
  const session = useSession()
  return useCallback(
    (key: string, value: unknown) => session.execute(updateBlock({ unique_question_id: id, key, value })),
    [session, id],
  )
}
