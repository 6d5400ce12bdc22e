import type { DialogResponse } from '@engine/api/surveys'
import type { SuggestionsResponse, TrainingAnswer, TrainingStatusResponse } from '@engine/api/training'
import { aSurvey } from '@engine/testing/aSurvey'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import { afterEach } from 'vitest'
import { type TrainingSession, openTrainingSession } from '../trainingSession'
import { TrainingWorkspace } from '../TrainingWorkspace'
import { TrainingContext } from '../useTraining'

interface Call { method: string; path: string; body?: unknown; query?: Record<string, string> }

/** q1 is an open block with the intents "ja" and "nein" (one example each). */
export function aTrainingServer(options: { answers?: Partial<TrainingAnswer>[]; suggestions?: SuggestionsResponse; retrain?: Promise<void> } = {}) {
  const calls: Call[] = []
  let nextId = 100
  const snapshot = aSurvey({ blocks: 3 })
  const dialog = {
    ...snapshot.survey,
    templ_options: [],
    connections: [{ source: 'q1', handle: 'ja', target: 'q2' }, { source: 'q1', handle: 'nein', target: 'q3' }],
    triggers: [],
    gpt_exit_conditions: [],
    version: 0,
  } as unknown as DialogResponse
  const answers = (options.answers ?? []).map((a, i) => ({
    source: 'live' as const, respondent_id: i + 1, test_answer_id: null, text: `Antwort ${i + 1}`, created_on: 0, routed_handle: null, routed_confidence: null,
    predicted_handle: 'ja', confidence: 0.8, label: null, example_id: null, ...a,
  }))
  const status: TrainingStatusResponse = { status: 'current', progress: 1, blocks: [] }
  const request = async (method: string, path: string, opts?: { body?: unknown; query?: Record<string, string> }) => {
    calls.push({ method, path, body: opts?.body, query: opts?.query })
    if (path === '/api/dialog') return dialog
    if (path.includes('/trainingdata_jumps/')) {
      const id = path.split('/').pop()
      return { unique_question_id: id, jumps: id === 'q1' ? [{ handle: 'ja', target: 'q2', examples: [{ id: 1, text: 'Ja gerne' }] }, { handle: 'nein', target: 'q3', examples: [{ id: 2, text: 'Nein danke' }] }] : [] }
    }
    if (path.endsWith('/answers')) {
      const q = opts?.query ?? {}
      const wanted = answers.filter((a) => (q.source ?? 'all') === 'all' || a.source === q.source).filter((a) => !q.q || a.text.toLowerCase().includes(q.q.toLowerCase()))
      const offset = Number(q.offset ?? 0)
      return { unique_question_id: 'q1', handles: ['ja', 'nein'], total: wanted.length, items: wanted.slice(offset, offset + Number(q.limit ?? 50)) }
    }
    if (path.endsWith('/quality')) return { unique_question_id: 'q1', folds: 2, examples: 2, accuracy: 0.5, handles: ['ja', 'nein'], confusion: [[1, 0], [1, 0]], per_intent: [], few_examples: [], min_examples: 5 }
    if (path.endsWith('/retrain')) {
      await options.retrain
      return status
    }
    if (path.endsWith('/status')) return { ...status, status: 'stale', progress: 0.5 }
    if (path.endsWith('/suggestions')) return options.suggestions ?? { source: 'offline', suggestions: [] }
    if (path.endsWith('/examples')) {
      const body = opts?.body as { examples: { id?: number; handle: string; text: string }[] }
      return { examples: body.examples.map((e) => ({ id: e.id ?? nextId++, handle: e.handle, text: e.text })) }
    }
    if (path.endsWith('/examples/delete')) return { deleted: [] }
    if (method === 'PUT') return { example: { id: 1, ...(opts?.body as object) } }
    throw new Error(`unbekannter Aufruf ${method} ${path}`)
  }
  return { request, calls }
}

afterEach(() => cleanup())

export async function renderTraining(server: ReturnType<typeof aTrainingServer>, withSuggestions = false): Promise<{ session: TrainingSession; view: RenderResult; reports: string[] }> {
  const reports: string[] = []
  let ids = 0
  const session = await openTrainingSession('s1', { request: server.request as never, report: (m) => reports.push(m), now: () => 1_700_000_000_000, newId: () => `n${++ids}`, pollMs: 5 })
  const view = render(<TrainingContext.Provider value={session}><TrainingWorkspace withSuggestions={withSuggestions} /></TrainingContext.Provider>)
  return { session, view, reports }
}
