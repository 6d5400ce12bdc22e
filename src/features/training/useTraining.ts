import type { EditorState } from '@engine/index'
import { createContext, useContext } from 'react'
import { useSnapshot } from 'valtio'
import { useBound } from '../configurator/useConfigurator'
import type { TrainingSession } from './trainingSession'

export const TrainingContext = createContext<TrainingSession | null>(null)

export function useTraining(): TrainingSession {
  const session = useContext(TrainingContext)
  if (!session) throw new Error('useTraining outside the Trainieren page')
  return session
}

const identity = <T>(value: T) => value

/** A slice of the engine state; `select` must return values from the state, not new objects. */
export const useTrainingState = <S>(select: (state: EditorState) => S): S => useBound(useTraining().state, select)
export const useTrainingHistory = () => useBound(useTraining().history, identity)
export const useTrainingPending = () => useBound(useTraining().pending, identity)
export const useTrainingUi = () => useSnapshot(useTraining().ui)
