import type { AssessChatResponse, AssessRouting } from '@engine/api/assess'
import { type ClarifyOffer, clarifyOptionId } from '@engine/runtime'

/** An intent the clarifying question offers: its handle, its button's label, the model's confidence. */
export interface OfferedIntent {
  handle: string
  label: string
  confidence: number
}

/** One accepted answer of the test run and where it led (the Testansicht's list). */
export interface AssessStep {
  /** The block the input answered. */
  unique_question_id: string
  /** The input as the chat shows it (an option's label). */
  input: string
  routing: AssessRouting | null
  end_reason: string | null
  exit_condition_id: string | null
  /** The answer was unsure and the clarifying question offered these (routing reason 'clarify'). */
  offered: readonly OfferedIntent[] | null
  /** The nachfrage was asked because the respondent chose "Etwas anderes". */
  declined: boolean
}

/**
 * The offered intents with the labels their buttons show (docs/app.md "Clarifying question"); a
 * button the answer does not carry shows the handle.
 */
export function offeredIntents(
  offers: readonly ClarifyOffer[] | undefined,
  options: readonly { id: string; label: string }[] | undefined,
): OfferedIntent[] {
  return (offers ?? []).map(({ handle, confidence }) => ({
    handle,
    confidence,
    label: options?.find((o) => o.id === clarifyOptionId(handle))?.label ?? handle,
  }))
}

/**
 * The step an answer made, or null when the input was not accepted (a validation error asks
 * the same question again and routes nothing). The follow-up (nachfrage) and the clarifying
 * question count: they are routing decisions the editor wants to see.
 */
export function stepOf(questionId: string, input: string, response: AssessChatResponse): AssessStep | null {
  if (!response.routing && !response.end_reason && response.finished_question_id === null) return null
  const reason = response.routing?.reason
  return {
    unique_question_id: questionId,
    input,
    routing: response.routing,
    end_reason: response.end_reason,
    exit_condition_id: response.exit_condition_id,
    offered:
      reason === 'clarify'
        ? offeredIntents(response.state.offered, response.chatbot_response_object.awaiting?.options)
        : null,
    declined: reason === 'nachfrage' && response.state.declined !== undefined,
  }
}
