import {
  answerCursor,
  type QualityResponse,
  type SuggestionsResponse,
  type TrainingAnswersResponse,
  type TrainingStatusResponse,
} from '@engine/api/training'
import { type Command, type EditorState, type Result, labelTrainingAnswer } from '@engine/index'
import { ref } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { isServerBusy } from '../../session/apiClient'
import type { Request } from './trainingRequest'
import type { AnswerQuery, TrainingUi } from './trainingUi'

export interface TrainingActions {
  selectBlock(blockId: string): void
  /** The first page for the changed query (filter, source, search). */
  loadAnswers(change?: Partial<AnswerQuery>): Promise<void>
  /** The next page (after the last loaded answer, keyset), appended: the cursor stays where it is. */
  loadMoreAnswers(): Promise<void>
  loadQuality(): Promise<void>
  moveCursor(delta: number): void
  /** Confirm (the predicted jump) or correct (another jump): the answer becomes an example. */
  labelAnswer(index: number, handle: string): Promise<Result | null>
  retrain(): Promise<void>
  suggest(request: { mode: 'examples'; handle: string } | { mode: 'label' }): Promise<void>
  acceptSuggestion(key: number): Promise<void>
  rejectSuggestion(key: number): void
  dispose(): void
}

interface ActionDeps {
  surveyId: string
  ui: TrainingUi
  request: Request
  report(message: string): void
  run(command: Command): Promise<Result>
  getState(): EditorState
  pollMs: number
}

/** Answers per page of the list. */
const PAGE = 50

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createTrainingActions({ surveyId, ui, request, report, run, pollMs }: ActionDeps): TrainingActions {
  // docs/product/errors.md: a shed call (503) is shown only as the server_busy banner (src/session/api.ts).
  const fail = (error: unknown) => {
    if (!isServerBusy(error)) report(message(error))
  }
  const survey = `/api/surveys/${encodeURIComponent(surveyId)}/training`
  const block = () => `${survey}/${encodeURIComponent(ui.blockId ?? '')}`
  let disposed = false
  let suggestionKeys = 0
  let answerRequests = 0
  // Keyset paging: the next page starts after the last answer shown, wherever the server's list
  // now has it (labelling takes answers out of 'Offen'; an offset would skip as many unseen ones).
  const fetchAnswers = ({ filter, source, q }: AnswerQuery, before: string | null) =>
    request('GET', `${block()}/answers`, {
      query: {
        filter,
        source,
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(before ? { before } : {}),
        limit: String(PAGE),
      },
    }) as Promise<TrainingAnswersResponse>

  const actions: TrainingActions = {
    selectBlock(blockId) {
      ui.blockId = blockId
      ui.quality = null
      ui.suggestions = { items: [], source: null, loading: false, handle: null }
      void actions.loadAnswers()
      void actions.loadQuality()
    },

    async loadAnswers(change = {}) {
      if (!ui.blockId) return
      const query = { filter: ui.answers.filter, source: ui.answers.source, q: ui.answers.q, ...change }
      Object.assign(ui.answers, query, { loading: true })
      const asked = ++answerRequests
      try {
        const res = await fetchAnswers(query, null)
        // Typing in the search field sends a query per pause: only the newest one may show.
        if (asked !== answerRequests) return
        ui.answers = {
          ...query,
          items: ref(res.items),
          total: res.items.length + res.remaining,
          handles: res.handles,
          cursor: 0,
          loading: false,
        }
      } catch (error) {
        if (asked === answerRequests) ui.answers.loading = false
        fail(error)
      }
    },

    async loadMoreAnswers() {
      const { items, total, loading } = ui.answers
      const last = items.at(-1)
      if (!ui.blockId || loading || !last || items.length >= total) return
      ui.answers.loading = true
      const asked = ++answerRequests
      try {
        const res = await fetchAnswers(ui.answers, answerCursor(last))
        if (asked !== answerRequests) return
        const loaded = [...items, ...res.items]
        ui.answers.items = ref(loaded)
        ui.answers.total = loaded.length + res.remaining
      } catch (error) {
        fail(error)
      } finally {
        if (asked === answerRequests) ui.answers.loading = false
      }
    },

    async loadQuality() {
      if (!ui.blockId) return
      ui.qualityLoading = true
      try {
        ui.quality = (await request('GET', `${block()}/quality`)) as QualityResponse
      } catch (error) {
        fail(error)
      } finally {
        ui.qualityLoading = false
      }
    },

    moveCursor(delta) {
      const count = ui.answers.items.length
      if (count > 0) ui.answers.cursor = Math.min(count - 1, Math.max(0, ui.answers.cursor + delta))
    },

    async labelAnswer(index, handle) {
      const answer = ui.answers.items[index]
      if (!answer || !ui.blockId) return null
      ui.answers.cursor = Math.min(ui.answers.items.length - 1, index + 1)
      return run(labelTrainingAnswer({ unique_question_id: ui.blockId, handle, text: answer.text }))
    },

    async retrain() {
      if (ui.retrain.running) return
      ui.retrain = { running: true, progress: 0, status: null, error: null }
      const done = request('POST', `${survey}/retrain`, {
        body: { question_ids: ui.blockId ? [ui.blockId] : undefined },
      }) as Promise<TrainingStatusResponse>
      let finished = false
      const poll = async () => {
        while (!finished && !disposed) {
          await new Promise((r) => setTimeout(r, pollMs))
          if (finished || disposed) return
          const status = (await request('GET', `${survey}/status`).catch(() => null)) as TrainingStatusResponse | null
          if (status && !finished) ui.retrain.progress = Math.max(ui.retrain.progress, status.progress)
        }
      }
      void poll()
      let trained = false
      try {
        const result = await done
        ui.retrain = { running: false, progress: result.progress, status: result.status, error: null }
        trained = true
      } catch (error) {
        ui.retrain = {
          running: false,
          progress: 0,
          status: null,
          error: isServerBusy(error) ? null : uiTexts.training.retrain.failed(message(error)),
        }
      } finally {
        finished = true
      }
      if (trained) await Promise.all([actions.loadQuality(), actions.loadAnswers()])
    },

    async suggest(req) {
      if (!ui.blockId) return
      ui.suggestions = { items: [], source: null, loading: true, handle: req.mode === 'examples' ? req.handle : null }
      try {
        const res = (await request('POST', `${block()}/suggestions`, { body: req })) as SuggestionsResponse
        ui.suggestions = {
          items: res.suggestions.map((s) => ({ ...s, key: ++suggestionKeys })),
          source: res.source,
          loading: false,
          handle: ui.suggestions.handle,
        }
      } catch (error) {
        ui.suggestions.loading = false
        fail(error)
      }
    },

    async acceptSuggestion(key) {
      const suggestion = ui.suggestions.items.find((s) => s.key === key)
      if (!suggestion || !ui.blockId) return
      const result = await run(
        labelTrainingAnswer({ unique_question_id: ui.blockId, handle: suggestion.handle, text: suggestion.text }),
      )
      if (result.ok) actions.rejectSuggestion(key)
    },

    rejectSuggestion(key) {
      ui.suggestions.items = ui.suggestions.items.filter((s) => s.key !== key)
    },

    dispose() {
      disposed = true
    },
  }
  return actions
}
