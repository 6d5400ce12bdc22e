import type { EditorState, SimulationExamples, TrainingExample, TriggerInput } from '@engine/index'
import type { SimulationRequest } from './simulationMessages'

/** Examples as the simulation reads them: per open block and intent handle. */
export function examplesByBlock(examples: readonly TrainingExample[]): SimulationExamples {
  const out: Record<string, Record<string, string[]>> = {}
  for (const e of examples) ((out[e.unique_question_id] ??= {})[e.handle] ??= []).push(e.text)
  return out
}

/**
 * The worker's input: each dialog's document as a plain snapshot (structured-cloneable), lead
 * first; a single dialog is simulated alone, without triggers.
 */
export function simulationRequest(
  dialogs: readonly Pick<EditorState, 'survey' | 'blocks' | 'connections'>[],
  triggers: readonly TriggerInput[],
  examples: readonly TrainingExample[],
  options: { respondents: number; seed: number },
): SimulationRequest {
  return {
    dialogs: dialogs.map((state) => ({
      survey: { ...state.survey, all_questions: [...state.blocks.values()] },
      connections: [...state.connections],
    })),
    triggers: triggers.map(({ survey_id, unique_question_id, trigger, init_survey }) => ({
      survey_id,
      unique_question_id,
      trigger,
      init_survey,
    })),
    examples: examplesByBlock(examples),
    ...options,
  }
}
