import type { FastifyInstance } from 'fastify'
import type { Db } from '../../server/db/database'
import { excelExportMeasurement } from './exportMemory'

/** What every measurement gets: the app, a big and a baseline dialog, and an owner's headers. */
export interface AnalyseBenchContext {
  app: FastifyInstance
  db: Db
  headers: Record<string, string>
  /** 10,000 respondents x 20 blocks (or BENCH_RESPONDENTS). */
  surveyId: string
  /** The same dialog with 100 respondents: the ratio to it carries across machines. */
  baselineSurveyId: string
}

/** An Analyse call, timed on both dialogs (median of several runs). */
export interface TimedCall {
  name: string
  url: (surveyId: string) => string
  /** Fired when the Analyse tab opens: their sum is "the analysis loads" of issue #9. */
  onOpen?: boolean
}

export const timedCalls: TimedCall[] = [
  { name: 'overview', url: (s) => `/api/analyse/${s}/overview`, onOpen: true },
  { name: 'blocks', url: (s) => `/api/analyse/${s}/blocks`, onOpen: true },
  { name: 'transcripts (first page)', url: (s) => `/api/analyse/${s}/transcripts`, onOpen: true },
  {
    name: 'open answers, search + intent',
    url: (s) => `/api/analyse/${s}/blocks/q02/answers?q=antwort%201&intent=lob`,
  },
  {
    name: 'transcripts, finished + days + intent',
    url: (s) => `/api/analyse/${s}/transcripts?finished=true&from=2026-01-05&to=2026-01-20&intent=kritik`,
  },
]

/**
 * Other measurements on the same seeded data, each returning rows for analyse-results.json
 * under its name. The place for the Excel export's memory measurement (another engineer):
 * push `{ name: 'excel export', run: async (ctx) => ({ ... }) }` here; run.ts calls each once.
 */
export interface ExtraMeasurement {
  name: string
  run: (ctx: AnalyseBenchContext) => Promise<Record<string, unknown>>
}

export const extraMeasurements: ExtraMeasurement[] = [excelExportMeasurement]
