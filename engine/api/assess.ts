import { z } from 'zod'
import { QuestionId } from '../model/block'
import { SurveyId } from '../model/survey'
import type { RoutingReason, RoutingSource, RuntimeState } from '../runtime/Turn'
import { ChatResponse, MAX_USER_INPUT } from './chat'
import type { Endpoint } from './Endpoint'

/**
 * The runtime's state as the Testen tab sends it back (docs/runtime.md). The editor's browser
 * holds it, so it is untrusted input: the bounds keep a forged state small, and a state naming a
 * block that no longer exists is the runtime's business (it ends the dialog).
 */
export const RuntimeStateSchema = z.object({
  current: QuestionId.nullable(),
  phase: z.enum(['answer', 'nachfrage', 'clarify', 'qa']),
  // The runtime keeps one first answer while the nachfrage is asked; a few more do no harm.
  pendingAnswers: z.array(z.string().max(MAX_USER_INPUT)).max(10),
  // The intents the clarifying question offers (at most a few, docs/nlu.md "Clarifying question").
  offered: z
    .array(z.object({ handle: z.string().min(1).max(64), confidence: z.number().min(0).max(1) }))
    .max(10)
    .optional(),
  declined: z.array(z.string().min(1).max(64)).max(10).optional(),
  qaCount: z.number().int().min(0).max(1000),
  finished: z.boolean(),
  visited: z.array(QuestionId).max(5000),
})

export const ROUTING_REASONS = [
  'option',
  'likert',
  'range',
  'intent',
  'default',
  'order',
  'nachfrage',
  'clarify',
  'clarified',
  'fallback',
] as const satisfies readonly RoutingReason[]

export const ROUTING_SOURCES = ['offline', 'llm'] as const satisfies readonly RoutingSource[]

/** Why the dialog went where it went after an answer (engine/runtime `Routing`). */
export const AssessRouting = z.object({
  /** The jump's handle; 'order' when none was taken, 'nachfrage' while the follow-up is asked. */
  handle: z.string(),
  /**
   * The offline classifier's confidence (0..1) for open blocks, else null. When the LLM provider
   * chose the intent (`source: 'llm'`), still the offline model's confidence for that intent.
   */
  confidence: z.number().nullable(),
  reason: z.enum(ROUTING_REASONS),
  /** Who decided: 'llm' when the provider chose the intent, else 'offline' (added; older servers omit it). */
  source: z.enum(ROUTING_SOURCES).optional(),
})
export type AssessRouting = z.infer<typeof AssessRouting>

/**
 * POST /api/assess_chat: one turn of the editor's test run. `state: null` starts the dialog;
 * otherwise `user_input` answers the block `state.current` awaits.
 */
export const AssessChatRequest = z.object({
  survey_id: SurveyId,
  state: RuntimeStateSchema.nullable(),
  user_input: z.string().max(MAX_USER_INPUT).optional().default(''),
})
export type AssessChatRequest = z.infer<typeof AssessChatRequest>

/**
 * The live chat's answer plus what the Testen tab shows beside the chat: the state to send with
 * the next turn, the routing of the answered block, and why the dialog ended early
 * ('exit_condition' with the id of the AI exit condition that held, 'missing_block').
 */
export const AssessChatResponse = ChatResponse.extend({
  state: RuntimeStateSchema,
  routing: AssessRouting.nullable(),
  end_reason: z.string().nullable(),
  exit_condition_id: z.string().nullable(),
})
export type AssessChatResponse = z.infer<typeof AssessChatResponse>

// The wire schema and the runtime's type must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const stateMatches: Same<z.infer<typeof RuntimeStateSchema>, RuntimeState> = true
const reasonsMatch: Same<(typeof ROUTING_REASONS)[number], RoutingReason> = true
void stateMatches
void reasonsMatch

export const assessEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/assess_chat',
    summary: 'Einen Dialog testen (Testen): nächste Bot-Nachricht mit Sprunginfo, ohne etwas zu speichern',
    access: { kind: 'survey', capability: 'test' },
    body: AssessChatRequest,
    response: AssessChatResponse,
  },
]
