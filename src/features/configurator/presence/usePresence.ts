import type { PresentEditor } from '@engine/api/coediting'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { avatarsOf, samePeople, selectorsOf, typistsOf } from './presenceView'
import { usePresencePort } from './presencePort'

/**
 * A slice of the presence list that keeps its identity while the people in it stay the same, so
 * a canvas node re-renders only when someone selects or leaves it, not on every presence event.
 */
function usePresenceSlice(select: (others: readonly PresentEditor[]) => PresentEditor[]): PresentEditor[] {
  const { others } = usePresencePort()
  const last = useRef<PresentEditor[]>([])
  const get = useCallback(() => {
    const next = select(others.get())
    if (!samePeople(next, last.current)) last.current = next
    return last.current
  }, [others, select])
  return useSyncExternalStore(others.subscribe, get, get)
}

/** One entry per colleague who has the dialog open. */
export const useColleagues = () => usePresenceSlice(avatarsOf)

/** Colleagues who have this block selected. */
export function useSelectors(blockId: string): PresentEditor[] {
  return usePresenceSlice(useCallback((others) => selectorsOf(others, blockId), [blockId]))
}

/** Colleagues typing in this field of this block. */
export function useTypists(blockId: string, key: string): PresentEditor[] {
  return usePresenceSlice(useCallback((others) => typistsOf(others, blockId, key), [blockId, key]))
}
