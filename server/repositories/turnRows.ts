import type { AnswerRoute, RoutingSource, Turn } from '@engine/runtime'
import type { TurnToSave } from './turnToSave'

/** One transcript row as the save statement reads it from JSON (snake_case = the columns). */
export interface MessageRow {
  /** Position in the whole save: ids are taken in this order. */
  i: number
  respondent_id: number
  survey_id: string
  unique_question_id: string | null
  user_or_bot: 'bot' | 'user'
  type: string
  context: string
  /** ISO timestamp. */
  created_at: string
}

/** One answer as the save statement reads it from JSON; `value` is the jsonb text. */
export interface AnswerRow {
  respondent_id: number
  survey_id: string
  unique_question_id: string
  value: string
  intent: string | null
  confidence: number | null
  routing_source: RoutingSource | null
  /** engine/runtime `AnswerRoute`; null for blocks without a classifier. */
  route: AnswerRoute | null
  created_at: string
}

/**
 * Who decided an open block's routing: 'llm' when the provider chose the intent, 'offline' when
 * the model was asked and decided (or the provider left its decision); null when no classifier
 * was asked (other block types). docs/nlu.md "LLM routing".
 */
export function routingSourceOf(turn: Turn): RoutingSource | null {
  if (!turn.routing || turn.routing.confidence === null) return null
  return turn.routing.source ?? 'offline'
}

/** The intent an answer was routed to: by the model (or the provider), or by the respondent's tap. */
export function routedIntentOf(turn: Turn): string | null {
  const reason = turn.routing?.reason
  return reason === 'intent' || reason === 'clarified' ? (turn.routing?.handle ?? null) : null
}

/** docs/product/entities.md: a user's reply has the block type with suffix -r. */
const userMessageType = (blockType: string) => `${blockType}-r`

/**
 * A turn's transcript: what the respondent sent, then every bubble of the bot's messages. Each
 * row of a turn is 1 ms later than the previous one, so readers that sort by time keep the order
 * the ids give. `start` numbers the rows across all turns of one save.
 */
export function messageRows(input: TurnToSave, start: number): MessageRow[] {
  const { respondentId, surveyId, turn, at } = input
  const rows: Omit<MessageRow, 'i' | 'created_at'>[] = []
  if (input.input) {
    rows.push({
      respondent_id: respondentId,
      survey_id: surveyId,
      unique_question_id: input.input.blockId,
      user_or_bot: 'user',
      type: userMessageType(input.input.blockType),
      context: input.input.text,
    })
  }
  for (const message of turn.messages) {
    for (const bubble of message.bubbles) {
      rows.push({
        respondent_id: respondentId,
        survey_id: surveyId,
        unique_question_id: message.unique_question_id,
        user_or_bot: 'bot',
        type: message.type,
        context: bubble.text,
      })
    }
  }
  return rows.map((row, i) => ({ ...row, i: start + i, created_at: new Date(at.getTime() + i).toISOString() }))
}

/**
 * The turn's answer, if it took one. The first answer of an open block is stored at once (the
 * respondent may leave before the follow-up); the follow-up's answer replaces it with both joined,
 * so analysis sees both.
 */
export function answerRow(input: TurnToSave): AnswerRow | undefined {
  const { turn, at } = input
  const recorded = turn.answer
  if (!recorded) return undefined
  const previous = recorded.nachfrage ? (input.firstAnswers ?? []) : []
  const value = previous.length > 0 ? [...previous, recorded.raw].join('\n') : recorded.value
  return {
    respondent_id: input.respondentId,
    survey_id: input.surveyId,
    unique_question_id: recorded.unique_question_id,
    // The jsonb text, as drizzle's jsonb column wrote it.
    value: JSON.stringify(value),
    intent: routedIntentOf(turn),
    confidence: turn.routing?.confidence ?? null,
    routing_source: routingSourceOf(turn),
    route: recorded.route ?? null,
    created_at: at.toISOString(),
  }
}
