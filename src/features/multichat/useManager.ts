import type { ManagerState } from '@engine/editor'
import { createContext, useContext } from 'react'
import { useSnapshot } from 'valtio'
import { useBound } from '../configurator/useConfigurator'
import type { ManagerSession } from './managerSession'

export const ManagerContext = createContext<ManagerSession | null>(null)

/** The open multichat editor; components below MultichatEditorPage only. */
export function useManager(): ManagerSession {
  const session = useContext(ManagerContext)
  if (!session) throw new Error('useManager outside the multichat editor')
  return session
}

const identity = <T>(value: T) => value
const selectDialogs = (s: ManagerState) => s.dialogs

export const useManagerState = () => useBound(useManager().state, identity)
export const useManagerDialogs = () => useBound(useManager().state, selectDialogs)
export const useManagerHistory = () => useBound(useManager().history, identity)
export const useManagerPending = () => useBound(useManager().pending, identity)
export const useManagerUi = () => useSnapshot(useManager().ui)
