import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { surveys } from './surveys'

/**
 * The durable job queue (docs/design/jobs.md): editor work that takes long (document indexing,
 * intent training) is a row here, claimed with `FOR UPDATE SKIP LOCKED` by any runner (in the app
 * process, or `npm run worker`), so it survives a restart and several processes can share it.
 * A queued job with a `key` is coalesced with the next enqueue of the same key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    surveyId: text('survey_id').references(() => surveys.surveyId, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0..100 while running, as the handler reports it; null when the handler reports none. */
    progress: integer('progress'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMsg: text('error_msg'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim').on(t.state, t.runAfter),
    index('jobs_survey').on(t.surveyId, t.id),
    index('jobs_key').on(t.key, t.id),
    uniqueIndex('jobs_queued_key')
      .on(t.key)
      .where(sql`state = 'queued'`),
  ],
)
