import type {
  AnalyseBlocksResponse,
  AnalyseOverviewResponse,
  DialogPaths,
  OpenAnswersResponse,
  TranscriptResponse,
  TranscriptsResponse,
} from '@engine/api/analyse'
import { proxy, type Snapshot } from 'valtio'
import type { AnalyseApi, AnswersQuery, DayRange, TranscriptFilter } from './analyseApi'
import { fetchInto, idle, type Remote } from './remote'

export type AnswersState = Remote<OpenAnswersResponse> & { query: AnswersQuery }

export interface AnalyseState {
  overview: Remote<AnalyseOverviewResponse>
  blocks: Remote<AnalyseBlocksResponse>
  /** Open answers per block (unique_question_id), once the block's list is shown. */
  answers: Record<string, AnswersState>
  transcripts: Remote<TranscriptsResponse> & { filter: TranscriptFilter; offset: number }
  transcript: Remote<TranscriptResponse> & { respondentId: number | null }
  /** The paths picture (docs/analyse.md "Paths"), once its tab is opened, for `days`. */
  paths: Remote<DialogPaths> & { days: DayRange }
}

export const NO_FILTER: TranscriptFilter = { status: '', from: '', to: '', intent: '' }

export type AnalyseStore = ReturnType<typeof createAnalyseStore>

/** The data of one dialog's Analyse page; components read `state` and call the actions. */
export function createAnalyseStore(api: AnalyseApi, surveyId: string) {
  const state = proxy<AnalyseState>({
    overview: idle(),
    blocks: idle(),
    answers: {},
    transcripts: { ...idle(), filter: { ...NO_FILTER }, offset: 0 },
    transcript: { ...idle(), respondentId: null },
    paths: { ...idle(), days: { from: '', to: '' } },
  })

  const loadAnswers = (questionId: string) => {
    const target = state.answers[questionId]
    if (target) void fetchInto(target, () => api.answers(surveyId, questionId, { ...target.query }))
  }
  const loadTranscripts = () => {
    const { filter, offset } = state.transcripts
    void fetchInto(state.transcripts, () => api.transcripts(surveyId, { ...filter }, offset))
  }
  const loadTranscript = () => {
    const id = state.transcript.respondentId
    if (id !== null) void fetchInto(state.transcript, () => api.transcript(surveyId, id))
  }

  const loadPaths = () => {
    const { days } = state.paths
    void fetchInto(state.paths, () => api.paths(surveyId, { ...days }))
  }

  const loadSummary = () => {
    void fetchInto(state.overview, () => api.overview(surveyId))
    void fetchInto(state.blocks, () => api.blocks(surveyId))
  }

  return {
    state,
    loadSummary,
    /** docs/product/screens.md#top-bar, the app bar's update button: everything loaded so far is loaded again. */
    refresh() {
      loadSummary()
      Object.keys(state.answers).forEach(loadAnswers)
      if (state.transcripts.status !== 'idle') loadTranscripts()
      loadTranscript()
      if (state.paths.status !== 'idle') loadPaths()
    },
    showAnswers(questionId: string) {
      if (state.answers[questionId]) return
      state.answers[questionId] = { ...idle(), query: { q: '', intent: '', offset: 0 } }
      loadAnswers(questionId)
    },
    searchAnswers(questionId: string, q: string, intent: string) {
      const target = state.answers[questionId]
      if (!target) return
      target.query = { q, intent, offset: 0 }
      loadAnswers(questionId)
    },
    pageAnswers(questionId: string, offset: number) {
      const target = state.answers[questionId]
      if (!target) return
      target.query.offset = offset
      loadAnswers(questionId)
    },
    showTranscripts() {
      if (state.transcripts.status === 'idle') loadTranscripts()
    },
    filterTranscripts(filter: TranscriptFilter) {
      state.transcripts.filter = { ...filter }
      state.transcripts.offset = 0
      loadTranscripts()
    },
    pageTranscripts(offset: number) {
      state.transcripts.offset = offset
      loadTranscripts()
    },
    showPaths() {
      if (state.paths.status === 'idle') loadPaths()
    },
    filterPaths(days: DayRange) {
      state.paths.days = { ...days }
      loadPaths()
    },
    openTranscript(respondentId: number | null) {
      state.transcript.respondentId = respondentId
      if (respondentId === null) Object.assign(state.transcript, idle())
      else loadTranscript()
    },
  }
}

/** The intent handles the open answers had, for the conversation filter. */
export function knownIntents(blocks: Snapshot<AnalyseBlocksResponse> | null): string[] {
  const all =
    blocks?.blocks
      .flatMap((b) => b.intents ?? [])
      .map((i) => i.intent)
      .filter((i) => i !== '') ?? []
  return [...new Set(all)].sort((a, b) => a.localeCompare(b, 'de'))
}
