import { decimalInt } from '../model/int32'
import { z } from 'zod'
import { QuestionId } from '../model/block'
import { SurveyId } from '../model/survey'
import type { PathPicture } from '../paths'
import type { Endpoint } from './Endpoint'

/**
 * The Analyse tab (issue #9, docs/analyse.md): figures of one dialog's live respondents, computed
 * in SQL. Respondents who deleted their data are gone from the tables, so they appear nowhere.
 */

export const AnalyseParams = z.object({ survey_id: SurveyId })

/**
 * An unfinished conversation "läuft" (running) until its respondent has been idle longer than
 * this, then it counts as "abgebrochen" (aborted). Idle since the last chat message, or the start
 * without one. One constant for the server's analysis calls and the UI (docs/analyse.md "Status").
 */
export const IDLE_TIMEOUT_MINUTES = 30

/** Where a conversation stands (docs/analyse.md "Status"). */
export const ConversationStatus = z.enum(['finished', 'running', 'aborted'])
export type ConversationStatus = z.infer<typeof ConversationStatus>

/**
 * The viewer's IANA time zone (e.g. `Europe/Berlin`), for calendar days: the client sends its own,
 * so days, filters and times agree with the clock the viewer reads. Default Europe/Berlin.
 */
export const TimeZoneQuery = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, 'Unbekannte Zeitzone')
export const AnalyseOverviewQuery = z.object({ tz: TimeZoneQuery.optional() })
export const AnalyseBlockParams = z.object({ survey_id: SurveyId, questionId: QuestionId })
export const AnalyseTranscriptParams = z.object({
  survey_id: SurveyId,
  respondent_id: decimalInt({ min: 1 }),
})

/**
 * Drop-off of one block: `reached` respondents were shown it, `left` of them stopped there (their
 * conversation is aborted — idle longer than IDLE_TIMEOUT_MINUTES — and this is the block they
 * stand at); `running` stand there now and are still active. Never "previous minus this": in a
 * branching dialog not everybody passes every block. `rate` = left / reached (null if none).
 */
export const BlockDropoff = z.object({
  unique_question_id: z.string(),
  order: z.number().int(),
  type: z.string(),
  /** The block's text, delay markers and line breaks as spaces, at most 100 characters ending in "…" where cut. */
  question: z.string(),
  reached: z.number().int().min(0),
  left: z.number().int().min(0),
  /** Added field: respondents standing at this block whose conversation still runs. */
  running: z.number().int().min(0),
  rate: z.number().min(0).max(1).nullable(),
})
export type BlockDropoff = z.infer<typeof BlockDropoff>

/** Per calendar day (the viewer's `tz`, default Europe/Berlin, `YYYY-MM-DD`): conversations started, finished, answers given. */
export const DayCount = z.object({
  day: z.string(),
  started: z.number().int(),
  finished: z.number().int(),
  answers: z.number().int(),
})
export type DayCount = z.infer<typeof DayCount>

export const AnalyseOverviewResponse = z.object({
  survey_id: SurveyId,
  started: z.number().int().min(0),
  finished: z.number().int().min(0),
  /** Added fields: unfinished conversations still running / aborted (IDLE_TIMEOUT_MINUTES). */
  running: z.number().int().min(0),
  aborted: z.number().int().min(0),
  /** finished / (finished + aborted): running ones are not decided yet; null if none is. */
  completion_rate: z.number().min(0).max(1).nullable(),
  /** Median seconds from start to finish of the finished conversations; null without any. */
  median_seconds: z.number().nullable(),
  /** In block order. */
  dropoff: z.array(BlockDropoff),
  per_day: z.array(DayCount),
})
export type AnalyseOverviewResponse = z.infer<typeof AnalyseOverviewResponse>

/**
 * How the answers of an open block with intents were routed (docs/analyse.md "Routes";
 * engine/runtime `AnswerRoute`), counted over the live respondents' stored answers: `direct`
 * routed at once, `clarified` by a tapped button (`clarified_by_intent`: which option won, most
 * first), `other` after "Etwas anderes", `nachfrage` after the nachfrage, `default` routed by the
 * default jump at once, `asked` still waiting for the tap or the nachfrage's answer. `unknown`:
 * answers without a stored route (before migration 0016, or routed without a model); they are in
 * `total` but in no share (`known` = total − unknown is the shares' base).
 */
export const AnswerRoutes = z.object({
  total: z.number().int().min(0),
  known: z.number().int().min(0),
  direct: z.number().int().min(0),
  clarified: z.number().int().min(0),
  clarified_by_intent: z.array(z.object({ intent: z.string(), count: z.number().int().min(0) })),
  other: z.number().int().min(0),
  nachfrage: z.number().int().min(0),
  default: z.number().int().min(0),
  asked: z.number().int().min(0),
  unknown: z.number().int().min(0),
})
export type AnswerRoutes = z.infer<typeof AnswerRoutes>

/** The routes of a block nobody answered: a new object, so a caller may count into it. */
export function emptyAnswerRoutes(): AnswerRoutes {
  return {
    total: 0,
    known: 0,
    direct: 0,
    clarified: 0,
    clarified_by_intent: [],
    other: 0,
    nachfrage: 0,
    default: 0,
    asked: 0,
    unknown: 0,
  }
}

/** One block's answers: counts per option / likert value, a histogram of numbers, or the number of open answers. */
export const BlockSummary = z.object({
  unique_question_id: z.string(),
  order: z.number().int(),
  type: z.string(),
  question: z.string(),
  answered: z.number().int().min(0),
  /** single/multiple choice (per option id, label), likert (per value '1'..'N', 'na'). */
  distribution: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })).optional(),
  /** number blocks: equal-width bins over the answers' range. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })).optional(),
  /** open blocks: answers per intent handle ('' for none). */
  intents: z.array(z.object({ intent: z.string(), count: z.number().int() })).optional(),
  /** Open blocks with intent jumps: how their answers were routed (AnswerRoutes). Added field. */
  routes: AnswerRoutes.optional(),
  /** Respondents' thumbs up/down on the block's bot messages (feedback_allowed; docs/analyse.md). */
  feedback: z.object({ up: z.number().int().min(0), down: z.number().int().min(0) }).optional(),
})
export type BlockSummary = z.infer<typeof BlockSummary>
export const AnalyseBlocksResponse = z.object({ blocks: z.array(BlockSummary) })
export type AnalyseBlocksResponse = z.infer<typeof AnalyseBlocksResponse>

const Paging = {
  offset: decimalInt({ max: 1_000_000 }).default(0),
  limit: decimalInt({ min: 1, max: 200 }).default(50),
}

/** Open answers of one block, newest first, searchable (case-insensitive substring) and by intent. */
export const OpenAnswersQuery = z.object({
  q: z.string().max(200).optional(),
  intent: z.string().max(200).optional(),
  ...Paging,
})
export const OpenAnswersResponse = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      respondent_id: z.number().int(),
      text: z.string(),
      intent: z.string().nullable(),
      /** The offline model's confidence, also when the LLM provider chose the intent. */
      confidence: z.number().nullable(),
      /**
       * Who chose `intent` (docs/nlu.md "LLM routing"): 'offline' or 'llm'; null when unknown
       * (answers stored before this field, or no classifier asked). Added field.
       */
      routing_source: z.enum(['offline', 'llm']).nullable().optional(),
      created_on: z.number(),
    }),
  ),
})
export type OpenAnswersResponse = z.infer<typeof OpenAnswersResponse>

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not): the database would refuse it with a 500. */
const Day = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT erwartet')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`)
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d)
  }, 'Dieses Datum gibt es nicht')

/**
 * Conversations, newest first; `from`/`to` are days `YYYY-MM-DD` (inclusive) in `tz`, `intent` one
 * any answer had, `status` finished / running / aborted (`finished=false` = running or aborted).
 */
export const TranscriptsQuery = z.object({
  finished: z.enum(['true', 'false']).optional(),
  status: ConversationStatus.optional(),
  tz: TimeZoneQuery.optional(),
  from: Day.optional(),
  to: Day.optional(),
  intent: z.string().max(200).optional(),
  ...Paging,
})
export const TranscriptsResponse = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      respondent_id: z.number().int(),
      started_on: z.number(),
      finished_on: z.number().nullable(),
      /** Added fields: the last chat message's time (else the start) and the status it gives. */
      last_active_on: z.number(),
      status: ConversationStatus,
      messages: z.number().int(),
      /** The block the respondent stands at (unfinished) or null. */
      current_question_id: z.string().nullable(),
    }),
  ),
})
export type TranscriptsResponse = z.infer<typeof TranscriptsResponse>

export const TranscriptResponse = z.object({
  respondent_id: z.number().int(),
  messages: z.array(
    z.object({
      user_or_bot: z.enum(['bot', 'user']),
      type: z.string(),
      context: z.string(),
      unique_question_id: z.string().nullable(),
      created_on: z.number(),
      /** The respondent's rating of this bot message, if they gave one (feedback_allowed). */
      feedback: z.enum(['up', 'down']).nullable().optional(),
    }),
  ),
})
export type TranscriptResponse = z.infer<typeof TranscriptResponse>

/**
 * The paths of real respondents (issue #32, docs/analyse.md "Paths"): conversations whose start
 * day (in `tz`) lies in `from`..`to` (inclusive, either open).
 */
export const PathsQuery = z.object({ tz: TimeZoneQuery.optional(), from: Day.optional(), to: Day.optional() })
export type PathsQuery = z.infer<typeof PathsQuery>

const Count = z.number().int().min(0)

/** engine/paths `PathPicture` on the wire (one shape for simulated and real respondents). */
export const PathPictureSchema = z.object({
  respondents: Count,
  finished: Count,
  reached: z.record(z.string(), Count),
  /** Keyed by `jumpKey(source, handle)` (engine/paths). */
  jumps: z.record(z.string(), Count),
  stopped: z.record(z.string(), Count),
  paths: z.array(z.object({ blocks: z.array(z.string()), count: Count, finished: z.boolean() })),
}) satisfies z.ZodType<PathPicture>

/**
 * One dialog's picture with what a table needs to name it: its blocks in editor order (so blocks
 * nobody reached are listed too) and its jumps (`handle` of `source` leads to `target`).
 */
export const DialogPaths = z.object({
  survey_id: SurveyId,
  survey_name: z.string(),
  blocks: z.array(
    z.object({ unique_question_id: z.string(), order: z.number().int(), type: z.string(), question: z.string() }),
  ),
  /** `label`: the option's label when the handle is an option id of a choice block, else null. */
  connections: z.array(
    z.object({ source: z.string(), handle: z.string(), target: z.string(), label: z.string().nullable() }),
  ),
  picture: PathPictureSchema,
})
export type DialogPaths = z.infer<typeof DialogPaths>

const analyse = { kind: 'survey', capability: 'analyse' } as const

export const analyseEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/overview',
    summary: 'Auswertung: Kennzahlen, Abbrüche je Block, Verlauf je Tag',
    access: analyse,
    params: AnalyseParams,
    query: AnalyseOverviewQuery,
    response: AnalyseOverviewResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/blocks',
    summary: 'Auswertung je Block (Verteilungen, Histogramme, Intents)',
    access: analyse,
    params: AnalyseParams,
    response: AnalyseBlocksResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/blocks/:questionId/answers',
    summary: 'Offene Antworten eines Blocks, durchsuchbar',
    access: analyse,
    params: AnalyseBlockParams,
    query: OpenAnswersQuery,
    response: OpenAnswersResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/transcripts',
    summary: 'Gespräche mit Filtern',
    access: analyse,
    params: AnalyseParams,
    query: TranscriptsQuery,
    response: TranscriptsResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/transcripts/:respondent_id',
    summary: 'Ein Gespräch als Chat',
    access: analyse,
    params: AnalyseTranscriptParams,
    response: TranscriptResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse/:survey_id/paths',
    summary: 'Wege der Befragten: erreichte Blöcke, genommene Sprünge, Abbrüche, häufigste Pfade',
    access: analyse,
    params: AnalyseParams,
    query: PathsQuery,
    response: DialogPaths,
  },
]
