import {
  answerCursor,
  type LearningCurveResponse,
  type QualityResponse,
  type PickDecisionResponse,
  type SuggestionsResponse,
  type TrainingAnswersResponse,
  type TrainingRoutesResponse,
  type TrainingStatusResponse,
} from '@engine/api/training'
import { type Command, type EditorState, type Result, labelTrainingAnswer, sameExampleText } from '@engine/index'
import { ref } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { isServerBusy } from '../../session/apiClient'
import type { Request } from './trainingRequest'
import type { AnswerQuery, TrainingUi } from './trainingUi'
import { errorText } from '../../session/errorText'

export interface TrainingActions {
  selectBlock(blockId: string): void
  /** The first page for the changed query (filter, source, search). */
  loadAnswers(change?: Partial<AnswerQuery>): Promise<void>
  /** The next page (after the last loaded answer, keyset), appended: the cursor stays where it is. */
  loadMoreAnswers(): Promise<void>
  loadQuality(): Promise<void>
  /** The block's learning curve (follow-ups and wrong routes against confirmed answers). */
  loadCurve(): Promise<void>
  /** How the block's live answers were routed (the block's summary). */
  loadRoutes(): Promise<void>
  moveCursor(delta: number): void
  /** Confirm (the predicted jump) or correct (another jump): the answer becomes an example. */
  labelAnswer(index: number, handle: string): Promise<Result | null>
  /**
   * Reject the respondent's pick of an answer (`rejected`), or take the rejection back: stored on
   * the server, trains nothing (docs/training.md "Respondents' picks"). Taking the pick is
   * `labelAnswer` with its intent.
   */
  decidePick(index: number, rejected: boolean): Promise<void>
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
  execute(command: Command): Promise<Result>
  getState(): EditorState
  pollMs: number
}

/** Answers per page of the list. */
const PAGE = 50

const message = (error: unknown) => errorText(error)

export function createTrainingActions({ surveyId, ui, request, report, execute, pollMs }: ActionDeps): TrainingActions {
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
  // In the least-sure order the server's `next` names the model too (docs/training.md "Active learning").
  const fetchAnswers = ({ filter, source, q, order }: AnswerQuery, before: string | null) =>
    request('GET', `${block()}/answers`, {
      query: {
        filter,
        source,
        ...(order ? { order } : {}),
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(before ? { before } : {}),
        limit: String(PAGE),
      },
    }) as Promise<TrainingAnswersResponse>

  const actions: TrainingActions = {
    selectBlock(blockId) {
      ui.blockId = blockId
      ui.quality = null
      ui.curve = null
      ui.suggestions = { items: [], source: null, loading: false, handle: null }
      ui.routes = null
      void actions.loadAnswers()
      void actions.loadQuality()
      void actions.loadCurve()
      void actions.loadRoutes()
    },

    async loadAnswers(change = {}) {
      if (!ui.blockId) return
      const query: AnswerQuery = {
        filter: ui.answers.filter,
        source: ui.answers.source,
        q: ui.answers.q,
        // Another filter gets its own default order unless one is chosen with it.
        order: change.filter !== undefined && change.filter !== ui.answers.filter ? null : ui.answers.order,
        ...change,
      }
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
          shownOrder: res.order,
          next: res.next,
          reordered: false,
          rejectedPicks: [],
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
        const res = await fetchAnswers(ui.answers, ui.answers.next ?? answerCursor(last))
        if (asked !== answerRequests) return
        // Retrained since the last page: the server starts its new order at the top, the list too.
        const loaded = res.reordered ? res.items : [...items, ...res.items]
        ui.answers.items = ref(loaded)
        ui.answers.total = loaded.length + res.remaining
        ui.answers.next = res.next
        ui.answers.shownOrder = res.order
        ui.answers.reordered = res.reordered
        if (res.reordered) ui.answers.cursor = 0
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

    async loadCurve() {
      if (!ui.blockId) return
      const asked = ui.blockId
      ui.curveLoading = true
      try {
        const curve = (await request('GET', `${block()}/learning_curve`)) as LearningCurveResponse
        if (ui.blockId === asked) ui.curve = curve
      } catch (error) {
        fail(error)
      } finally {
        ui.curveLoading = false
      }
    },

    async loadRoutes() {
      if (!ui.blockId) return
      const asked = ui.blockId
      ui.routesLoading = true
      try {
        const routes = (await request('GET', `${block()}/routes`)) as TrainingRoutesResponse
        if (ui.blockId === asked) ui.routes = routes
      } catch (error) {
        fail(error)
      } finally {
        ui.routesLoading = false
      }
    },

    async decidePick(index, rejected) {
      const answer = ui.answers.items[index]
      const handle = answer?.respondent_pick
      if (!ui.blockId || !answer?.respondent_id || !handle) return
      try {
        const res = (await request('PUT', `${block()}/answers/${answer.respondent_id}/pick`, {
          body: { handle, rejected },
        })) as PickDecisionResponse
        const others = ui.answers.rejectedPicks.filter((r) => !isRejection(r, handle, answer.text))
        ui.answers.rejectedPicks = res.rejected ? [...others, { handle, text: answer.text }] : others
      } catch (error) {
        fail(error)
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
      const result = await execute(labelTrainingAnswer({ unique_question_id: ui.blockId, handle, text: answer.text }))
      // One more confirmed answer: one more point of the learning curve.
      if (result.ok) void actions.loadCurve()
      return result
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
        // The server builds the models as jobs (docs/nlu.md "When models are built"): follow them.
        let result = await done
        while (building(result, ui.blockId) && !disposed) {
          ui.retrain.progress = Math.max(ui.retrain.progress, buildProgress(result, ui.blockId))
          await new Promise((r) => setTimeout(r, pollMs))
          result = (await request('GET', `${survey}/status`)) as TrainingStatusResponse
        }
        const failed = ownBlocks(result, ui.blockId).find((b) => b.job?.state === 'failed')
        ui.retrain = {
          running: false,
          progress: result.progress,
          status: result.status,
          error: failed ? uiTexts.training.retrain.failed(failed.job?.error?.msg ?? '') : null,
        }
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
      if (trained) await Promise.all([actions.loadQuality(), actions.loadAnswers(), actions.loadCurve()])
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
      const result = await execute(
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

/** Whether a rejection is of this intent for this text (case and blanks ignored, as the server keys it). */
export const isRejection = (rejection: { handle: string; text: string }, handle: string, text: string): boolean =>
  rejection.handle === handle && sameExampleText(rejection.text, text)

type StatusBlock = TrainingStatusResponse['blocks'][number]

/** The blocks a retrain of `blockId` (or of all, when null) is about. */
function ownBlocks(status: TrainingStatusResponse, blockId: string | null): StatusBlock[] {
  return blockId ? status.blocks.filter((b) => b.unique_question_id === blockId) : status.blocks
}

const isBuilding = (b: StatusBlock) => b.job?.state === 'queued' || b.job?.state === 'running'

/** Whether a model of these blocks is still being built. */
function building(status: TrainingStatusResponse, blockId: string | null): boolean {
  return ownBlocks(status, blockId).some(isBuilding)
}

/** Share built: a block waiting counts 0, a running one its job's own progress, the others 1. */
function buildProgress(status: TrainingStatusResponse, blockId: string | null): number {
  const blocks = ownBlocks(status, blockId)
  if (blocks.length === 0) return 1
  const share = (b: StatusBlock) =>
    b.job?.state === 'queued' ? 0 : b.job?.state === 'running' ? (b.job.progress ?? 0) / 100 : 1
  return blocks.reduce((sum, b) => sum + share(b), 0) / blocks.length
}
