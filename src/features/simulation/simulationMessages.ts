import type { EditorSnapshot, SimulationExamples, SimulationResult, TriggerInput } from '@engine/index'

/** What the page sends the simulation worker: plain data (the worker builds the runtime dialogs). */
export interface SimulationRequest {
  /** The dialog, or a multichat's dialogs lead first, as snapshots. */
  dialogs: EditorSnapshot[]
  triggers: TriggerInput[]
  examples: SimulationExamples
  respondents: number
  seed: number
}

/** What the worker answers: progress, then the result or the error. */
export type SimulationMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: SimulationResult }
  | { type: 'failed'; message: string }
