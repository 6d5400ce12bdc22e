import type { ExtraMeasurement } from './benchContext'
import { excelExportMeasurement } from './exportMemory'

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
  // Issue #32: the paths picture of all respondents (the heat map and path table), target < 1 s on its own.
  { name: 'paths', url: (s) => `/api/analyse/${s}/paths` },
  { name: 'paths, days', url: (s) => `/api/analyse/${s}/paths?from=2026-01-05&to=2026-01-20` },
]

/**
 * Other measurements on the same seeded data, each returning rows for analyse-results.json
 * under its name. The place for the Excel export's memory measurement (another engineer):
 * push `{ name: 'excel export', run: async (ctx) => ({ ... }) }` here; run.ts calls each once.
 */
export const extraMeasurements: ExtraMeasurement[] = [excelExportMeasurement]
