import type { AssessChatResponse, AssessRouting } from '@engine/api/assess'

/** One accepted answer of the test run and where it led (the Testansicht's list). */
export interface AssessStep {
  /** The block the input answered. */
  unique_question_id: string
  /** The input as the chat shows it (an option's label). */
  input: string
  routing: AssessRouting | null
  end_reason: string | null
  exit_condition_id: string | null
}

/**
 * The step an answer made, or null when the input was not accepted (a validation error asks
 * the same question again and routes nothing). The follow-up (nachfrage) counts: it is a routing
 * decision the editor wants to see.
 */
export function stepOf(questionId: string, input: string, response: AssessChatResponse): AssessStep | null {
  if (!response.routing && !response.end_reason && response.finished_question_id === null) return null
  return {
    unique_question_id: questionId,
    input,
    routing: response.routing,
    end_reason: response.end_reason,
    exit_condition_id: response.exit_condition_id,
  }
}
