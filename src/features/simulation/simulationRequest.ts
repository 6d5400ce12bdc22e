import type { EditorState, SimulationExamples, TrainingExample } from '@engine/index'
import type { SimulationRequest } from './simulationMessages'

/** Examples as the simulation reads them: per open block and intent handle. */
export function examplesByBlock(examples: readonly TrainingExample[]): SimulationExamples {
  const out: Record<string, Record<string, string[]>> = {}
  for (const e of examples) ((out[e.unique_question_id] ??= {})[e.handle] ??= []).push(e.text)
  return out
}

/** The worker's input for one dialog: its document as a plain snapshot (structured-cloneable), alone, without triggers. */
export function dialogSimulationRequest(
  state: Pick<EditorState, 'survey' | 'blocks' | 'connections'>,
  examples: readonly TrainingExample[],
  options: { respondents: number; seed: number },
): SimulationRequest {
  return {
    dialogs: [
      { survey: { ...state.survey, all_questions: [...state.blocks.values()] }, connections: [...state.connections] },
    ],
    triggers: [],
    examples: examplesByBlock(examples),
    ...options,
  }
}
