import type { Block, EditorState } from '@engine/index'
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio'
import type { Bound } from './bindObservable'
import type { ConfiguratorSession } from './configuratorSession'

export const SessionContext = createContext<ConfiguratorSession | null>(null)

/** The open dialog's session; components below ConfiguratorPage only. */
export function useSession(): ConfiguratorSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside the configurator')
  return session
}

/**
 * A slice of a bound stream. The component re-renders only when the slice changes identity
 * (React Flow's advice: selectors, not whole-array subscriptions), so `select` must return
 * values from the state (`s.blocks.get(id)`), not new objects.
 */
export function useBound<T, S>(bound: Bound<T>, select: (value: T) => S): S {
  const get = useCallback(() => select(bound.get()), [bound, select])
  return useSyncExternalStore(bound.subscribe, get, get)
}

const identity = <T>(value: T) => value

export function useEditorState<S>(select: (state: EditorState) => S): S {
  return useBound(useSession().state, select)
}

/** One block; re-renders only when this block changes. */
export function useBlock(id: string | null): Block | undefined {
  const select = useCallback((state: EditorState) => (id === null ? undefined : state.blocks.get(id)), [id])
  return useEditorState(select)
}

export const usePending = () => useBound(useSession().pending, identity)
export const useHistoryView = () => useBound(useSession().history, identity)
export const useGraph = () => useBound(useSession().graph, identity)

/** The configurator's view state (selection, panel, view). */
export const useUi = () => useSnapshot(useSession().ui)
