import type { MultichatState } from '@engine/editor'
import { createContext, useContext } from 'react'
import { useSnapshot } from 'valtio'
import { useBound } from '../configurator/useConfigurator'
import type { MultichatSession } from './multichatSession'

export const MultichatContext = createContext<MultichatSession | null>(null)

/** The open multichat editor; components below MultichatEditorPage only. */
export function useMultichat(): MultichatSession {
  const session = useContext(MultichatContext)
  if (!session) throw new Error('useMultichat outside the multichat editor')
  return session
}

const identity = <T>(value: T) => value
const selectDialogs = (s: MultichatState) => s.dialogs

export const useMultichatState = () => useBound(useMultichat().state, identity)
export const useMultichatDialogs = () => useBound(useMultichat().state, selectDialogs)
export const useMultichatHistory = () => useBound(useMultichat().history, identity)
export const useMultichatPending = () => useBound(useMultichat().pending, identity)
export const useMultichatUi = () => useSnapshot(useMultichat().ui)
