import {
  AnalyseBlocksResponse,
  AnalyseOverviewResponse,
  type ConversationStatus,
  DialogPaths,
  OpenAnswersResponse,
  TranscriptResponse,
  TranscriptsResponse,
} from '@engine/api/analyse'
import { api } from '../../session/api'
import { viewerTimeZone } from './formatAnalyse'

/** Rows per page of the open answers and the conversations. */
export const PAGE_SIZE = 20

export interface AnswersQuery {
  /** Case-insensitive substring; '' for all. */
  q: string
  /** An intent handle; '' for all. */
  intent: string
  offset: number
}

export interface TranscriptFilter {
  /** docs/analyse.md "Status"; '' for all. */
  status: '' | ConversationStatus
  /** Days `YYYY-MM-DD` in the viewer's time zone, inclusive; '' for open. */
  from: string
  to: string
  intent: string
}

/** The days the paths picture covers (conversations started then), `YYYY-MM-DD` in the viewer's zone; '' for open. */
export interface DayRange {
  from: string
  to: string
}

/** The calls of engine/api/analyse.ts; tests pass a fake. */
export interface AnalyseApi {
  overview(surveyId: string): Promise<AnalyseOverviewResponse>
  blocks(surveyId: string): Promise<AnalyseBlocksResponse>
  answers(surveyId: string, questionId: string, query: AnswersQuery): Promise<OpenAnswersResponse>
  transcripts(surveyId: string, filter: TranscriptFilter, offset: number): Promise<TranscriptsResponse>
  transcript(surveyId: string, respondentId: number): Promise<TranscriptResponse>
  paths(surveyId: string, days: DayRange): Promise<DialogPaths>
}

/** Only the filled fields go into the query string: the contract's fields are optional, not empty. */
function filled(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  )
}

const base = (surveyId: string) => `/api/analyse/${encodeURIComponent(surveyId)}`

export const httpAnalyseApi: AnalyseApi = {
  // Days are counted in the viewer's time zone, the one every time on the page is shown in.
  overview: async (surveyId) =>
    AnalyseOverviewResponse.parse(
      await api('GET', `${base(surveyId)}/overview`, { query: filled({ tz: viewerTimeZone() }) }),
    ),
  blocks: async (surveyId) => AnalyseBlocksResponse.parse(await api('GET', `${base(surveyId)}/blocks`)),
  answers: async (surveyId, questionId, { q, intent, offset }) =>
    OpenAnswersResponse.parse(
      await api('GET', `${base(surveyId)}/blocks/${encodeURIComponent(questionId)}/answers`, {
        query: filled({ q: q.trim(), intent, offset, limit: PAGE_SIZE }),
      }),
    ),
  transcripts: async (surveyId, filter, offset) =>
    TranscriptsResponse.parse(
      await api('GET', `${base(surveyId)}/transcripts`, {
        query: filled({ ...filter, tz: viewerTimeZone(), offset, limit: PAGE_SIZE }),
      }),
    ),
  transcript: async (surveyId, respondentId) =>
    TranscriptResponse.parse(await api('GET', `${base(surveyId)}/transcripts/${respondentId}`)),
  paths: async (surveyId, days) =>
    DialogPaths.parse(
      await api('GET', `${base(surveyId)}/paths`, { query: filled({ ...days, tz: viewerTimeZone() }) }),
    ),
}
