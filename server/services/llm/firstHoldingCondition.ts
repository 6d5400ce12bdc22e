import type { ExitCondition } from '@engine/model'
import type { ExitEvaluator } from './ExitEvaluator'

/**
 * docs/design/dialog-content.md: after an answer, the conditions of the whole dialog and those tied to the
 * answered block are evaluated (in parallel: each may be a network round trip). Answers the id
 * of the first one in the editor's order that holds, or null.
 */
export async function firstHoldingCondition(
  evaluator: ExitEvaluator,
  conditions: readonly ExitCondition[],
  answered: { unique_question_id: string; question: string; answer: string },
): Promise<string | null> {
  const relevant = conditions.filter(
    (c) => c.unique_question_id === null || c.unique_question_id === answered.unique_question_id,
  )
  if (relevant.length === 0) return null
  const context = { question: answered.question, answer: answered.answer }
  const results = await Promise.all(
    relevant.map((c) => evaluator.holds({ id: c.id, condition: c.condition, examples: c.examples }, context)),
  )
  const index = results.indexOf(true)
  return index === -1 ? null : (relevant[index]?.id ?? null)
}
