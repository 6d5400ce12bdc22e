import type { FastifyInstance } from 'fastify'
import type { Db } from '../../server/db/database'

// The measurements' shared types in their own module: measurements.ts lists the extra
// measurements and each of them (exportMemory.ts) is written against these types.

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

/** A measurement beyond the timed calls, returning rows for analyse-results.json under its name. */
export interface ExtraMeasurement {
  name: string
  run: (ctx: AnalyseBenchContext) => Promise<Record<string, unknown>>
}
