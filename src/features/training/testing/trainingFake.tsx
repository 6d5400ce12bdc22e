import { emptyAnswerRoutes } from '@engine/api/analyse'
import type { DialogResponse } from '@engine/api/surveys'
import {
  answerCursor,
  compareAnswerKeys,
  parseAnswerCursor,
  type SuggestionsResponse,
  type TrainingAnswer,
  type TrainingRoutesResponse,
  type TrainingStatusResponse,
} from '@engine/api/training'
import { aSurvey } from '@engine/testing'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import { afterEach } from 'vitest'
import { type TrainingSession, openTrainingSession } from '../trainingSession'
import { TrainingWorkspace } from '../TrainingWorkspace'
import { TrainingContext } from '../useTraining'

interface Call {
  method: string
  path: string
  body?: unknown
  query?: Record<string, string>
}

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * q1 is an open block with the intents "ja" and "nein" (one example each). Answers are listed as
 * the server does (engine/api/training.ts): in the given order (newest first, `created_on`
 * falling), filtered by label (an example with the same text), paged by `before` or `offset`.
 * `fail` makes a call throw (e.g. the app's ApiError 503 of a shedding server).
 */
export function aTrainingServer(
  options: {
    answers?: Partial<TrainingAnswer>[]
    suggestions?: SuggestionsResponse
    retrain?: Promise<void>
    /** The status while models are built (asked on every call, so the test decides when it changes). */
    buildStatus?: () => TrainingStatusResponse
    /** Answer "Weitere laden" as after a retrain: the list starts again (`reordered`). */
    reorderOnMore?: boolean
    /** The block's routes (GET …/routes); default: none counted yet. */
    routes?: TrainingRoutesResponse['routes']
  } = {},
) {
  const calls: Call[] = []
  let nextId = 100
  const examples = new Map<number, { handle: string; text: string }>([
    [1, { handle: 'ja', text: 'Ja gerne' }],
    [2, { handle: 'nein', text: 'Nein danke' }],
  ])
  const snapshot = aSurvey({ blocks: 3 })
  const dialog = {
    ...snapshot.survey,
    templ_options: [],
    connections: [
      { source: 'q1', handle: 'ja', target: 'q2' },
      { source: 'q1', handle: 'nein', target: 'q3' },
    ],
    triggers: [],
    gpt_exit_conditions: [],
    version: 0,
  } as unknown as DialogResponse
  const answers = (options.answers ?? []).map((a, i) => ({
    source: 'live' as const,
    respondent_id: i + 1,
    test_answer_id: null,
    text: `Antwort ${i + 1}`,
    created_on: 1_700_000_000_000 - i * 1000,
    routed_handle: null,
    routed_confidence: null,
    predicted_handle: 'ja',
    confidence: 0.8,
    label: null,
    example_id: null,
    respondent_pick: null,
    ...a,
  }))
  /** Rejected picks as the server keys them: intent and text (case and blanks ignored). */
  const rejected = new Set<string>()
  const pickOf = (a: (typeof answers)[number]) =>
    a.respondent_pick && !rejected.has(`${a.respondent_pick}\n${sameText(a.text)}`) ? a.respondent_pick : null
  const keyOf = (a: (typeof answers)[number]) => ({
    created_on: a.created_on,
    source: a.source,
    id: (a.source === 'live' ? a.respondent_id : a.test_answer_id) ?? 0,
  })
  const labelOf = (text: string) =>
    [...examples.values()].find((e) => sameText(e.text) === sameText(text))?.handle ?? null
  const status: TrainingStatusResponse = { status: 'current', progress: 1, blocks: [] }
  const request = async (method: string, path: string, opts?: { body?: unknown; query?: Record<string, string> }) => {
    const call = { method, path, body: opts?.body, query: opts?.query }
    calls.push(call)
    const failure = server.fail?.(call)
    if (failure) throw failure
    if (path === '/api/dialog') return dialog
    if (path.includes('/trainingdata_jumps/')) {
      const id = path.split('/').pop()
      return {
        unique_question_id: id,
        jumps:
          id === 'q1'
            ? [
                { handle: 'ja', target: 'q2', examples: [{ id: 1, text: 'Ja gerne' }] },
                { handle: 'nein', target: 'q3', examples: [{ id: 2, text: 'Nein danke' }] },
              ]
            : [],
      }
    }
    if (path.endsWith('/answers')) {
      const q = opts?.query ?? {}
      const wanted = answers
        .map((a) => ({ ...a, label: labelOf(a.text), respondent_pick: pickOf(a) }))
        .filter((a) => (q.source ?? 'all') === 'all' || a.source === q.source)
        .filter((a) => !q.q || a.text.toLowerCase().includes(q.q.toLowerCase()))
        .filter((a) => (q.filter ?? 'all') === 'all' || (q.filter === 'labelled') === (a.label !== null))
        .filter((a) => q.filter !== 'picked' || a.respondent_pick !== null)
      const reordered = Boolean(q.before && options.reorderOnMore)
      const after = q.before && !reordered ? parseAnswerCursor(q.before) : null
      const rest = after ? wanted.filter((a) => compareAnswerKeys(keyOf(a), after) > 0) : wanted
      const offset = Number(q.offset ?? 0)
      const items = rest.slice(offset, offset + Number(q.limit ?? 50))
      const remaining = rest.length - offset - items.length
      const last = items.at(-1)
      return {
        unique_question_id: 'q1',
        handles: ['ja', 'nein'],
        total: wanted.length,
        items,
        remaining,
        order: q.order ?? (q.filter === 'unlabelled' || q.filter === 'picked' ? 'unsure' : 'newest'),
        next: last && remaining > 0 ? answerCursor(last) : null,
        reordered,
      }
    }
    if (path.endsWith('/learning_curve')) {
      // Confirmed = examples with an answer's text, in id order; a made-up falling curve.
      const confirmed = [...examples.entries()]
        .sort((a, b) => a[0] - b[0])
        .filter(([, e]) => answers.some((a) => sameText(a.text) === sameText(e.text)))
      return {
        unique_question_id: 'q1',
        confirmed: confirmed.length,
        examples: examples.size - confirmed.length,
        threshold: 0.6,
        points: confirmed.map((_, k) => ({
          confirmed: k,
          evaluated: confirmed.length - k,
          follow_up: 0.5 / (k + 1),
          wrong: 0.1 / (k + 1),
        })),
      }
    }
    if (path.endsWith('/pick')) {
      const respondent = Number(path.split('/').at(-2))
      const { handle, rejected: reject } = opts?.body as { handle: string; rejected: boolean }
      const answer = answers.find((a) => a.respondent_id === respondent)
      if (!answer) throw new Error(`keine Antwort ${respondent}`)
      const key = `${handle}\n${sameText(answer.text)}`
      if (reject) rejected.add(key)
      else rejected.delete(key)
      return { handle, rejected: reject, respondent_pick: reject ? null : handle }
    }
    if (path.endsWith('/routes'))
      return {
        unique_question_id: 'q1',
        routes: options.routes ?? emptyAnswerRoutes(),
      }
    if (path.endsWith('/quality'))
      return {
        unique_question_id: 'q1',
        folds: 2,
        examples: 2,
        sampled: 2,
        accuracy: 0.5,
        handles: ['ja', 'nein'],
        confusion: [
          [1, 0],
          [1, 0],
        ],
        per_intent: [],
        few_examples: [],
        min_examples: 5,
      }
    if (path.endsWith('/retrain')) {
      await options.retrain
      return options.buildStatus?.() ?? status
    }
    if (path.endsWith('/status')) return options.buildStatus?.() ?? { ...status, status: 'stale', progress: 0.5 }
    if (path.endsWith('/suggestions')) return options.suggestions ?? { source: 'offline', suggestions: [] }
    if (path.endsWith('/examples')) {
      const body = opts?.body as { examples: { id?: number; handle: string; text: string }[] }
      const saved = body.examples.map((e) => ({ id: e.id ?? nextId++, handle: e.handle, text: e.text }))
      for (const e of saved) examples.set(e.id, { handle: e.handle, text: e.text })
      return { examples: saved }
    }
    if (path.endsWith('/examples/delete')) {
      const ids = (opts?.body as { ids: number[] }).ids
      const deleted = ids.flatMap((id) => (examples.has(id) ? [{ id, ...examples.get(id)! }] : []))
      for (const id of ids) examples.delete(id)
      return { deleted }
    }
    if (method === 'PUT') {
      const id = Number(path.split('/').pop())
      const example = { id, ...(opts?.body as { handle: string; text: string }) }
      examples.set(id, { handle: example.handle, text: example.text })
      return { example }
    }
    throw new Error(`unbekannter Aufruf ${method} ${path}`)
  }
  const server = { request, calls, fail: null as ((call: Call) => Error | null) | null }
  return server
}

afterEach(() => cleanup())

export async function renderTraining(
  server: ReturnType<typeof aTrainingServer>,
  withSuggestions = false,
): Promise<{ session: TrainingSession; view: RenderResult; reports: string[] }> {
  const reports: string[] = []
  let ids = 0
  const session = await openTrainingSession('s1', {
    request: server.request as never,
    report: (m) => reports.push(m),
    now: () => 1_700_000_000_000,
    newId: () => `n${++ids}`,
    pollMs: 5,
  })
  const view = render(
    <TrainingContext.Provider value={session}>
      <TrainingWorkspace withSuggestions={withSuggestions} />
    </TrainingContext.Provider>,
  )
  return { session, view, reports }
}
