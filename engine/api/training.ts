import { decimalInt } from '../model/int32'
import { z } from 'zod'
import { AnswerRoutes } from './analyse'
import { JobView } from './jobs'
import { QuestionId } from '../model/block'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/**
 * Trainieren (issue #9, docs/training.md): example answers per intent jump of an open block, the
 * real answers with the current model's prediction, retraining and cross-validated quality.
 * Every call needs the 'train' capability. Examples are rows of their own (id per example), so
 * they do not bump the dialog's `version`: a trainer's label must not make the configurator's
 * next edit stale (409), and two trainers labelling different answers never conflict.
 */

export const TrainingParams = z.object({ id: SurveyId })
export const TrainingBlockParams = z.object({ id: SurveyId, questionId: QuestionId })
export const TrainingAnswerParams = TrainingBlockParams.extend({
  respondent_id: decimalInt({ min: 1 }),
})
export const TrainingExampleParams = TrainingBlockParams.extend({
  exampleId: decimalInt({ min: 1, max: Number.MAX_SAFE_INTEGER }),
})

/** An intent handle of the block (the `handle` of one of its outgoing intent jumps). */
const Handle = z.string().trim().min(1).max(200)
/** One example answer; the classifier normalises case and blanks itself. */
const ExampleText = z.string().trim().min(1).max(2000)

export const TrainingExample = z.object({ id: z.number().int(), handle: z.string(), text: z.string() })
export type TrainingExample = z.infer<typeof TrainingExample>

// ---- Real answers -------------------------------------------------------------------------------

/**
 * The answers list's cursor (keyset paging): the key of the last answer a page showed,
 * `created_on.source.id` (id: respondent id of a live answer, test_answer_id of a test answer);
 * build it with `answerCursor`. The next page starts after that key, wherever the answer now is:
 * labelling answers of one page (which takes them out of the 'unlabelled' list) or new answers
 * arriving at the top move no answer past the next page, as an offset would.
 */
const ANSWER_CURSOR = /^(\d{1,15})\.(live|test)\.(\d{1,16})$/
/**
 * The cursor of the `unsure` order (active learning): the model that ordered the list
 * (`version-fingerprint`), the last answer's sureness (8 decimals) and its key:
 * `2-0a1b2c3d~0.01234567~1700000000000.live.17`. Take it from the response's `next`.
 */
const UNSURE_CURSOR = /^(\d{1,4}-[0-9a-f]{8})~(\d(?:\.\d{1,8})?)~(\d{1,15}\.(?:live|test)\.\d{1,16})$/

/**
 * `unlabelled`: no example has the answer's text (case and blanks ignored); `labelled`: one has;
 * `picked`: unlabelled answers with a respondent's pick to decide on (`respondent_pick`,
 * docs/training.md "Respondents' picks").
 * Newest first. `q` is a case-insensitive substring of the answer. `source`: respondents' answers
 * (`live`), answers typed in the Testen tab (`test`), or both. `before`: only answers after this
 * cursor (see `answerCursor`, or the response's `next`); `offset` then counts from there (kept for
 * older clients). `order`: `newest` first, or `unsure`: the answers the current model is least sure
 * about first (smallest margin between the two best intents, docs/training.md "Active learning");
 * the default is `unsure` for `unlabelled` and `newest` otherwise.
 */
export const TrainingAnswersQuery = z.object({
  filter: z.enum(['all', 'unlabelled', 'labelled', 'picked']).default('all'),
  source: z.enum(['all', 'live', 'test']).default('all'),
  q: z.string().max(200).optional(),
  before: z
    .string()
    .regex(new RegExp(`${ANSWER_CURSOR.source}|${UNSURE_CURSOR.source}`))
    .optional(),
  order: z.enum(['newest', 'unsure']).optional(),
  offset: decimalInt({ max: 1_000_000 }).default(0),
  limit: decimalInt({ min: 1, max: 200 }).default(50),
})
export type TrainingAnswerFilter = z.infer<typeof TrainingAnswersQuery>['filter']
export type TrainingAnswerSource = z.infer<typeof TrainingAnswersQuery>['source']
export type TrainingAnswerOrder = NonNullable<z.infer<typeof TrainingAnswersQuery>['order']>

/** The order a query gets: `unsure` (active learning) is the default for the lists awaiting a decision. */
export function answerOrder(query: { filter: TrainingAnswerFilter; order?: TrainingAnswerOrder }): TrainingAnswerOrder {
  return query.order ?? (query.filter === 'unlabelled' || query.filter === 'picked' ? 'unsure' : 'newest')
}

/** What orders the answers list: when, which kind, which row (TrainingAnswer and the server's stored answers both have it). */
export interface AnswerKey {
  created_on: number
  source: 'live' | 'test'
  id: number
}

/**
 * The list's order: newest first; at the same millisecond respondents' answers before test
 * answers, then the higher id first. Negative when `a` comes before `b`; 0 only for the same answer.
 */
export function compareAnswerKeys(a: AnswerKey, b: AnswerKey): number {
  if (a.created_on !== b.created_on) return b.created_on - a.created_on
  if (a.source !== b.source) return a.source === 'live' ? -1 : 1
  return b.id - a.id
}

/** The cursor (`before`) for the page after this answer. */
export function answerCursor(
  answer: Pick<TrainingAnswer, 'created_on' | 'source' | 'respondent_id' | 'test_answer_id'>,
): string {
  const id = answer.source === 'live' ? answer.respondent_id : answer.test_answer_id
  return `${answer.created_on}.${answer.source}.${id ?? 0}`
}

/** The cursor of the `unsure` order after an answer: see UNSURE_CURSOR. */
export function unsureCursor(model: string, sureness: number, key: AnswerKey): string {
  return `${model}~${roundSureness(sureness)}~${key.created_on}.${key.source}.${key.id}`
}

/** Sureness as the `unsure` order compares it (8 decimals, so a cursor names its place exactly). */
export function roundSureness(sureness: number): number {
  return Math.round(Math.min(1, Math.max(0, sureness)) * 1e8) / 1e8
}

/** The parts of an `unsure` cursor, or null for a plain key cursor. */
export function parseUnsureCursor(cursor: string): { model: string; sureness: number; key: AnswerKey } | null {
  const match = UNSURE_CURSOR.exec(cursor)
  if (!match) return null
  const key = parseAnswerCursor(match[3] as string)
  return key ? { model: match[1] as string, sureness: Number(match[2]), key } : null
}

/** The key a valid cursor names (the query schema checked its form); of an `unsure` cursor, its key part. */
export function parseAnswerCursor(cursor: string): AnswerKey | null {
  const tilde = cursor.lastIndexOf('~')
  if (tilde >= 0) return parseAnswerCursor(cursor.slice(tilde + 1))
  const match = ANSWER_CURSOR.exec(cursor)
  if (!match) return null
  return { created_on: Number(match[1]), source: match[2] as AnswerKey['source'], id: Number(match[3]) }
}

export const TrainingAnswer = z.object({
  /** `live`: a respondent's answer; `test`: typed in the Testen tab (never in analysis or export). */
  source: z.enum(['live', 'test']),
  /** Live answers are one per respondent and block, so the respondent id is their key; null for tests. */
  respondent_id: z.number().int().nullable(),
  /** The key of a test answer; null for live ones. */
  test_answer_id: z.number().int().nullable(),
  text: z.string(),
  created_on: z.number(),
  /** What the respondent was routed by when they answered (null: no intent decision stored). */
  routed_handle: z.string().nullable(),
  /** The offline model's confidence when the answer was routed, also when the LLM provider chose the intent. */
  routed_confidence: z.number().nullable(),
  /** Who chose `routed_handle`: 'offline' or 'llm'; null when unknown (docs/nlu.md "LLM routing"). Added field. */
  routed_source: z.enum(['offline', 'llm']).nullable().optional(),
  /** The current model's best intent for the text and its confidence 0..1 (null: block has no intents). */
  predicted_handle: z.string().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  /** The current model's margin between its two best intents (0: torn, 1: sure); null without intents. */
  sureness: z.number().min(0).max(1).nullable(),
  /** The handle of the example with this text (confirmed or corrected by an editor), else null. */
  label: z.string().nullable(),
  /** That example's id (to undo the label by deleting it). */
  example_id: z.number().int().nullable(),
  /**
   * The intent the respondent tapped on the clarifying question ("Meinten Sie …?"), a label
   * candidate of source `respondent` (docs/training.md "Respondents' picks"): still one of the
   * block's intents and not rejected by an editor; else null. It never trains by itself: only a
   * confirmed label (an example) does. Added field.
   */
  respondent_pick: z.string().nullable().optional(),
})
export type TrainingAnswer = z.infer<typeof TrainingAnswer>

export const TrainingAnswersResponse = z.object({
  unique_question_id: QuestionId,
  handles: z.array(z.string()),
  /** All answers of the filter (docs/training.md: within the newest 5,000 of the block). */
  total: z.number().int(),
  items: z.array(TrainingAnswer),
  /** Answers of the filter after this page (0: nothing more to load); the next page: `before` = answerCursor(last item). */
  remaining: z.number().int(),
  /** The order of this page (the query's, or its default). */
  order: z.enum(['newest', 'unsure']),
  /** `before` for the next page (null: nothing more). */
  next: z.string().nullable(),
  /**
   * The `unsure` cursor came from a model that has since been retrained: this page starts again at
   * the top of the new order (replace the list, do not append), so nothing is skipped or repeated.
   */
  reordered: z.boolean(),
})
export type TrainingAnswersResponse = z.infer<typeof TrainingAnswersResponse>

/** Confirm (handle = predicted) or correct (another handle): the answer's text becomes an example. */
export const LabelAnswerRequest = z.object({ handle: Handle })
/** `replaced`: the example with the same text under another handle that the label moved (undo: put it back). */
export const LabelAnswerResponse = z.object({ example: TrainingExample, replaced: TrainingExample.nullable() })
export type LabelAnswerResponse = z.infer<typeof LabelAnswerResponse>

/**
 * Reject (`rejected: true`) a respondent's pick, or take the rejection back (`false`): stored per
 * block, intent and answer text (case and blanks ignored), so that pick is offered for no answer
 * with this text again. Saves no example and trains nothing.
 */
export const PickDecisionRequest = z.object({ handle: Handle, rejected: z.boolean() })
export const PickDecisionResponse = z.object({
  handle: z.string(),
  rejected: z.boolean(),
  /** The answer's `respondent_pick` after the decision. */
  respondent_pick: z.string().nullable(),
})
export type PickDecisionResponse = z.infer<typeof PickDecisionResponse>

/** At most this many rejected picks per block (docs/training.md "Bounds"). */
export const REJECTED_PICKS_PER_BLOCK = 5000

/** How the block's live answers were routed (docs/analyse.md "Routes"), for Trainieren's summary. */
export const TrainingRoutesResponse = z.object({ unique_question_id: QuestionId, routes: AnswerRoutes })
export type TrainingRoutesResponse = z.infer<typeof TrainingRoutesResponse>

// ---- Examples (engine commands send these; docs/training.md "Undo") ------------------------------

/**
 * Adds examples in one call (one undo step, also for an import). An `id` re-creates a deleted
 * example with its old id (undo of delete, or a retried call): the call is idempotent.
 */
export const AddExamplesRequest = z.object({
  examples: z
    .array(
      z.object({
        id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
        handle: Handle,
        text: ExampleText,
      }),
    )
    .min(1)
    .max(1000),
})
export const ExamplesResponse = z.object({ examples: z.array(TrainingExample) })
export type ExamplesResponse = z.infer<typeof ExamplesResponse>

export const UpdateExampleRequest = z.object({ handle: Handle, text: ExampleText })
export const ExampleResponse = z.object({ example: TrainingExample })
export type ExampleResponse = z.infer<typeof ExampleResponse>

/** Deletes examples (one undo step); ids already gone are ignored, so a retry is harmless. */
export const DeleteExamplesRequest = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(1000),
})
export const DeleteExamplesResponse = z.object({ deleted: z.array(TrainingExample) })
export type DeleteExamplesResponse = z.infer<typeof DeleteExamplesResponse>

/**
 * Parses a CSV/TXT paste and saves NOTHING: the editor checks the rows, then adds them with
 * POST .../examples. Lines are `handle;text`, `handle,text` or `handle<TAB>text` when the first
 * field is one of the block's handles; otherwise the whole line is a text for `handle`.
 */
export const ImportExamplesRequest = z.object({ text: z.string().max(200_000), handle: Handle.optional() })
export const ImportExamplesResponse = z.object({
  rows: z.array(z.object({ line: z.number().int(), handle: z.string(), text: z.string(), duplicate: z.boolean() })),
  skipped: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })),
})
export type ImportExamplesResponse = z.infer<typeof ImportExamplesResponse>

// ---- Retraining ---------------------------------------------------------------------------------

/** Omitted: every open block with intent jumps. */
export const RetrainRequest = z.object({ question_ids: z.array(QuestionId).max(1000).optional() })

/**
 * Derived from the database on every call (stored model's fingerprint vs. current examples), so
 * any app server answers the same and nothing is lost when one dies: `progress` = current / all.
 */
export const TrainingStatusResponse = z.object({
  status: z.enum(['current', 'stale']),
  progress: z.number().min(0).max(1),
  blocks: z.array(
    z.object({
      unique_question_id: QuestionId,
      question: z.string(),
      handles: z.array(z.string()),
      examples: z.number().int(),
      state: z.enum(['current', 'stale', 'untrained']),
      trained_at: z.number().nullable(),
      /**
       * The block's latest training job (docs/nlu.md "When models are built"): queued or running
       * while a model is built, failed with the reason; null when none is known.
       */
      job: JobView.nullable(),
    }),
  ),
})
export type TrainingStatusResponse = z.infer<typeof TrainingStatusResponse>

// ---- Quality ------------------------------------------------------------------------------------

export const MIN_EXAMPLES = 5
/** Cross-validation uses at most this many examples of a block (a stratified sample beyond). */
export const QUALITY_SAMPLE = 500

export const QualityResponse = z.object({
  unique_question_id: QuestionId,
  /** Stratified k-fold; fewer folds when an intent has few examples; 0 = too few to measure. */
  folds: z.number().int(),
  examples: z.number().int(),
  /**
   * Examples the folds were cut from: all of them, or a stratified sample of QUALITY_SAMPLE when
   * the block holds more (docs/training.md "Bounds"); `sampled < examples` means it sampled.
   */
  sampled: z.number().int(),
  /** Share of held-out examples whose best intent was right; null when not measurable. */
  accuracy: z.number().min(0).max(1).nullable(),
  /** confusion[i][j]: held-out examples of handles[i] predicted as handles[j]. */
  handles: z.array(z.string()),
  confusion: z.array(z.array(z.number().int())),
  per_intent: z.array(
    z.object({
      handle: z.string(),
      examples: z.number().int(),
      recall: z.number().nullable(),
      precision: z.number().nullable(),
    }),
  ),
  /** Intents with fewer than `min_examples` examples (warning). */
  few_examples: z.array(z.object({ handle: z.string(), examples: z.number().int() })),
  min_examples: z.number().int(),
})
export type QualityResponse = z.infer<typeof QualityResponse>

// ---- Intrance_ai suggestions (never saved) ------------------------------------------------------

export const SuggestionsRequest = z.discriminatedUnion('mode', [
  /** New example answers for `handle`. */
  z.object({ mode: z.literal('examples'), handle: Handle, count: z.number().int().min(1).max(20).default(5) }),
  /** Labels for unlabelled answers (the `count` the model is least sure of, or the given respondents' answers). */
  z.object({
    mode: z.literal('label'),
    respondent_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200).optional(),
    count: z.number().int().min(1).max(50).default(20),
  }),
])
export type SuggestionsRequest = z.infer<typeof SuggestionsRequest>

export const SuggestionsResponse = z.object({
  /** 'llm': the configured provider; 'offline': the classifier's nearest examples and answers. */
  source: z.enum(['llm', 'offline']),
  suggestions: z.array(
    z.object({
      text: z.string(),
      handle: z.string(),
      confidence: z.number().min(0).max(1).nullable(),
      /** Set in mode 'label' (and for offline 'examples' taken from real answers). */
      respondent_id: z.number().int().nullable(),
      /** Why: the nearest existing example, if any. */
      nearest_example: z.string().nullable(),
    }),
  ),
})
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>

// ---- Learning curve -----------------------------------------------------------------------------

/**
 * A block's learning curve (docs/training.md "Learning curve"): the confirmed answers (examples
 * whose text is one of the block's answers) in confirmation order; at each step k the model is
 * trained on the other examples plus the first k confirmed answers and measured on the confirmed
 * answers after k (leave-future-out), first answer only, at the shipped threshold.
 */
export const LearningCurveResponse = z.object({
  unique_question_id: QuestionId,
  /** Confirmed answers of the block (examples with the text of one of its answers). */
  confirmed: z.number().int(),
  /** Other examples (typed by the editor, imported, accepted suggestions). */
  examples: z.number().int(),
  threshold: z.number(),
  points: z.array(
    z.object({
      /** Confirmed answers trained on. */
      confirmed: z.number().int(),
      /** Confirmed answers after them, on which this point is measured. */
      evaluated: z.number().int(),
      /** Share of `evaluated` that would get the nachfrage (0..1). */
      follow_up: z.number(),
      /** Share of `evaluated` routed at once to another jump than the confirmed one (0..1). */
      wrong: z.number(),
    }),
  ),
})
export type LearningCurveResponse = z.infer<typeof LearningCurveResponse>

const train = { kind: 'survey', capability: 'train' } as const
const block = '/api/surveys/:id/training/:questionId'

export const trainingEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: `${block}/answers`,
    summary: 'Echte Antworten eines Blocks mit vorhergesagtem Sprung',
    access: train,
    params: TrainingBlockParams,
    query: TrainingAnswersQuery,
    response: TrainingAnswersResponse,
  },
  {
    method: 'POST',
    path: `${block}/answers/:respondent_id/label`,
    summary: 'Antwort bestätigen oder korrigieren (wird Beispiel)',
    access: train,
    params: TrainingAnswerParams,
    body: LabelAnswerRequest,
    response: LabelAnswerResponse,
  },
  {
    method: 'PUT',
    path: `${block}/answers/:respondent_id/pick`,
    summary: 'Wahl der befragten Person ablehnen oder wieder anbieten (trainiert nichts)',
    access: train,
    params: TrainingAnswerParams,
    body: PickDecisionRequest,
    response: PickDecisionResponse,
  },
  {
    method: 'GET',
    path: `${block}/routes`,
    summary: 'Wege der Antworten eines Blocks (sofort, Rückfrage, Nachfrage, Standard)',
    access: train,
    params: TrainingBlockParams,
    response: TrainingRoutesResponse,
  },
  {
    method: 'POST',
    path: `${block}/examples`,
    summary: 'Beispielantworten hinzufügen',
    access: train,
    params: TrainingBlockParams,
    body: AddExamplesRequest,
    response: ExamplesResponse,
    status: 201,
  },
  {
    method: 'PUT',
    path: `${block}/examples/:exampleId`,
    summary: 'Beispielantwort ändern',
    access: train,
    params: TrainingExampleParams,
    body: UpdateExampleRequest,
    response: ExampleResponse,
  },
  {
    method: 'POST',
    path: `${block}/examples/delete`,
    summary: 'Beispielantworten löschen',
    access: train,
    params: TrainingBlockParams,
    body: DeleteExamplesRequest,
    response: DeleteExamplesResponse,
  },
  {
    method: 'POST',
    path: `${block}/examples/import`,
    summary: 'CSV/TXT-Einfügung prüfen (speichert nichts)',
    access: train,
    params: TrainingBlockParams,
    body: ImportExamplesRequest,
    response: ImportExamplesResponse,
  },
  {
    method: 'GET',
    path: `${block}/quality`,
    summary: 'Kreuzvalidierte Genauigkeit und Verwechslungstabelle',
    access: train,
    params: TrainingBlockParams,
    response: QualityResponse,
  },
  {
    method: 'GET',
    path: `${block}/learning_curve`,
    summary: 'Lernkurve: Nachfragen und falsche Sprünge nach Zahl bestätigter Antworten',
    access: train,
    params: TrainingBlockParams,
    response: LearningCurveResponse,
  },
  {
    method: 'POST',
    path: `${block}/suggestions`,
    summary: 'Vorschläge für Beispiele oder Zuordnungen (werden nicht gespeichert)',
    access: train,
    params: TrainingBlockParams,
    body: SuggestionsRequest,
    response: SuggestionsResponse,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/training/retrain',
    summary: 'Modelle neu trainieren',
    access: train,
    params: TrainingParams,
    body: RetrainRequest,
    response: TrainingStatusResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/training/status',
    summary: 'Trainingsstand der Blöcke (Fortschritt)',
    access: train,
    params: TrainingParams,
    response: TrainingStatusResponse,
  },
]
