import type { Block } from '../model/block'
import { runtimeDefaults } from './runtimeTexts'

// The effective bounds of a block's answer, shared by what the UI is asked to render
// (awaitingFor) and what an answer is checked against (parseAnswer), so the two cannot differ.

export const likertScaleOf = (block: Block): number => block.likert_scale ?? runtimeDefaults.likertScale

/** Effective bounds of a multiple choice: min 1 and max all options unless set, never unanswerable. */
export function choiceBounds(block: Block): { min: number; max: number } {
  const count = block.options?.length ?? 0
  const max = Math.min(block.max ?? count, count)
  return { min: Math.min(block.min ?? 1, max), max }
}
