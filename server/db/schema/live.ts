import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { multichats } from './multichats'
import { surveys } from './surveys'

/** An anonymous respondent (docs/product/entities.md live session); tokens are scoped to `surveyIds`. */
export const liveRespondents = pgTable('live_respondents', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  surveyIds: jsonb('survey_ids').notNull(),
  storageAccepted: boolean('storage_accepted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The transcript, one row per bubble sent or received. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    respondentId: integer('respondent_id')
      .notNull()
      .references(() => liveRespondents.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id'),
    userOrBot: text('user_or_bot', { enum: ['bot', 'user'] }).notNull(),
    type: text('type').notNull(),
    context: text('context').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_respondent_idx').on(t.respondentId, t.surveyId, t.id),
    index('chat_messages_survey_idx').on(t.surveyId, t.createdAt),
  ],
)

/**
 * A respondent's thumbs up (1) or down (-1) on one bot message of the transcript (docs/runtime.md
 * "Respondent settings", feedback_allowed): one per message, changed in place. The message is
 * the transcript row of its last bubble; it belongs to the respondent who rates it.
 */
export const messageFeedback = pgTable(
  'message_feedback',
  {
    chatMessageId: bigint('chat_message_id', { mode: 'number' })
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    respondentId: integer('respondent_id')
      .notNull()
      .references(() => liveRespondents.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id'),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_feedback_survey_idx').on(t.surveyId, t.uniqueQuestionId)],
)

/** One answer per respondent and block (the latest wins), with the routing decision. */
export const answers = pgTable(
  'answers',
  {
    respondentId: integer('respondent_id')
      .notNull()
      .references(() => liveRespondents.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    value: jsonb('value').notNull(),
    intent: text('intent'),
    /** The offline model's confidence, also when the LLM provider chose the intent. */
    confidence: real('confidence'),
    /** Who chose `intent`: 'offline' or 'llm' (docs/nlu.md "LLM routing"); null before migration 0012 and without an intent. */
    routingSource: text('routing_source'),
    /**
     * The answer's path through an open block with intents (engine/runtime `AnswerRoute`: direct,
     * clarified, other, nachfrage, default, asked; docs/nlu.md "Clarifying question"); null for
     * other blocks and before migration 0016.
     */
    route: text('route'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.surveyId, t.uniqueQuestionId] }),
    index('answers_block_idx').on(t.surveyId, t.uniqueQuestionId),
  ],
)

/** Per respondent and dialog: where they are, and whether they finished (analysis, resume). */
export const conversations = pgTable(
  'conversations',
  {
    respondentId: integer('respondent_id')
      .notNull()
      .references(() => liveRespondents.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    currentQuestionId: text('current_question_id'),
    state: jsonb('state'),
    /** Answers taken so far: POST /api/chat saves only if it is unchanged since it read the state. */
    turns: integer('turns').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.surveyId] }),
    index('conversations_survey_idx').on(t.surveyId, t.startedAt),
  ],
)

/** waitAPI signals (docs/design/multichat.md): shared by all app servers, so in the database. */
export const apiSignals = pgTable(
  'api_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    multichatId: integer('dialog_manager_id')
      .notNull()
      .references(() => multichats.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    respondentId: integer('respondent_id').references(() => liveRespondents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The latest signal of a trigger for everyone or for one respondent is one step down this index (listSignalsFor).
  (t) => [index('api_signals_latest_idx').on(t.multichatId, t.trigger, t.respondentId, t.createdAt)],
)

/**
 * What a respondent's multichat game needs beyond one `conversations` row per dialog
 * (docs/multichat.md "Live"): released waitFor and waitAPI triggers (ids), since when they wait
 * at each waitAPI trigger (trigger id -> ms), and `version` for compare-and-set.
 */
export const multichatProgress = pgTable(
  'multichat_progress',
  {
    respondentId: integer('respondent_id')
      .notNull()
      .references(() => liveRespondents.id, { onDelete: 'cascade' }),
    multichatId: integer('dialog_manager_id')
      .notNull()
      .references(() => multichats.id, { onDelete: 'cascade' }),
    released: jsonb('released').notNull().default([]),
    signalled: jsonb('signalled').notNull().default([]),
    waitingSince: jsonb('waiting_since').notNull().default({}),
    version: integer('version').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the lead dialog ended (the game is over). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.multichatId] }),
    index('multichat_progress_dm_idx').on(t.multichatId, t.startedAt),
  ],
)
