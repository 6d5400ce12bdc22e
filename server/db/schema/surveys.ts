import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A dialog. `id` is the `survey_id_int` of docs/product/entities.md, `surveyId` the opaque URL-safe `survey_id`.
 * Settings of docs/product/entities.md live in `settings` (validated by engine/model/survey.ts); `version`
 * counts accepted edits (optimistic concurrency, docs/design/storage.md).
 */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  surveyId: text('survey_id').notNull().unique(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  settings: jsonb('settings').notNull(),
  languageFragments: jsonb('language_fragments'),
  version: integer('version').notNull().default(0),
  /** The generations of `block_rows` and `connection_rows` that are the dialog's (docs/design/storage.md "Staged writes"). */
  blocksGen: integer('blocks_gen').notNull().default(0),
  connectionsGen: integer('connections_gen').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Question blocks, of every generation; type-specific fields in `data` (engine/model/block.ts
 * validates the whole). A large edit writes a new generation in short statements before its
 * transaction, which then only switches `surveys.blocks_gen` (docs/design/storage.md "Staged
 * writes"). Written here; read through the view `blocks`, a dialog's current generation only.
 */
export const blockRows = pgTable(
  'block_rows',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    gen: integer('gen').notNull().default(0),
    uniqueQuestionId: text('unique_question_id').notNull(),
    order: integer('order').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdOn: bigint('created_on', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.gen, t.uniqueQuestionId] }),
    index('block_rows_order_idx').on(t.surveyId, t.gen, t.order),
  ],
)

/** A dialog's blocks: the rows of its current generation (migration 0018 creates the view). */
export const blocks = pgView('blocks', {
  surveyId: text('survey_id').notNull(),
  uniqueQuestionId: text('unique_question_id').notNull(),
  order: integer('order').notNull(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  createdOn: bigint('created_on', { mode: 'number' }),
}).existing()

/**
 * Conditional jumps (docs/design/dialog-content.md), of every generation: a large list is written
 * as a new generation in short statements before the edit's transaction, which then only switches
 * `surveys.connections_gen` (docs/design/storage.md "Staged writes"). Written here; read through
 * the view `connections`, which holds a dialog's current generation only.
 */
export const connectionRows = pgTable(
  'connection_rows',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    gen: integer('gen').notNull().default(0),
    source: text('source').notNull(),
    handle: text('handle').notNull(),
    target: text('target').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.gen, t.source, t.handle] })],
)

/** A dialog's jumps: the rows of its current generation (migration 0018 creates the view). */
export const connections = pgView('connections', {
  surveyId: text('survey_id').notNull(),
  source: text('source').notNull(),
  handle: text('handle').notNull(),
  target: text('target').notNull(),
  position: integer('position').notNull(),
}).existing()

/**
 * Generations of a dialog's rows that are not (or no longer) current: staged for an edit that did
 * not switch to them, or replaced by one that did. They are deleted in short statements after the
 * edit, and at start-up after a crash (server/repositories/stagedRows.ts).
 */
export const staleGenerations = pgTable(
  'stale_generations',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    gen: integer('gen').notNull(),
    /** Whose rows: 'blocks' or 'connections'. */
    kind: text('kind').notNull(),
    /** False while the edit that staged it may still switch to it. */
    released: boolean('released').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.gen] })],
)

/** Example answers per intent jump of an open block (Trainieren). */
export const trainingExamples = pgTable(
  'training_examples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    handle: text('handle').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By id within a block: examples are read in pages of that order (server/repositories/training.ts).
  (t) => [index('training_examples_block_id_idx').on(t.surveyId, t.uniqueQuestionId, t.id)],
)

/**
 * Respondents' picks an editor rejected in Trainieren (docs/training.md "Respondents' picks"): the
 * intent a respondent tapped on the clarifying question, for answers with this text. `textKey` is
 * the SHA-256 of the text as labels compare it (case and blanks ignored), so no respondent's words
 * stay here after they erase their data; at most REJECTED_PICKS_PER_BLOCK per block.
 */
export const trainingRejectedPicks = pgTable(
  'training_rejected_picks',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    handle: text('handle').notNull(),
    textKey: text('text_key').notNull(),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.uniqueQuestionId, t.handle, t.textKey] })],
)

/**
 * Answers given to open blocks in the Testen tab (POST /api/assess_chat). Kept apart from
 * `answers` on purpose: tests are no respondents, so analysis, export and erasure never see them,
 * but Trainieren lists them beside the real answers (docs/training.md "Answers from tests").
 */
export const testAnswers = pgTable(
  'test_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    text: text('text').notNull(),
    intent: text('intent'),
    /** The offline model's confidence, also when the LLM provider chose the intent. */
    confidence: real('confidence'),
    /** Who chose `intent`: 'offline' or 'llm' (docs/nlu.md "LLM routing"); null before migration 0012. */
    routingSource: text('routing_source'),
    /** As `answers.route`: how the test answer was routed; null before migration 0016. */
    route: text('route'),
    testedBy: integer('tested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_answers_block_idx').on(t.surveyId, t.uniqueQuestionId, t.createdAt)],
)

/** `id` is chosen by the client (engine newId), so it is unique only within its dialog. */
export const exitConditions = pgTable(
  'exit_conditions',
  {
    id: text('id').notNull(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id'),
    condition: text('condition').notNull(),
    examples: jsonb('examples').notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.id] })],
)

/** Uploaded files: on disk as DATA_DIR/media/{filename_db}; `location` is the URL path that serves them. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    filenameDb: text('filename_db').notNull().unique(),
    type: text('type').notNull(),
    location: text('location').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    misc: jsonb('misc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_survey_idx').on(t.surveyId)],
)

/**
 * The edit log (docs/design/storage.md): every accepted edit, in order, with its actor. `changes`
 * holds the resolved changes of engine/changes (one for POST /changes, several for a legacy call),
 * `version` the dialog's version after the edit and `change_id` the client's idempotency key.
 * Rows from before the change log have only `entry` (the request); legacy calls still store it.
 */
export const surveyEvents = pgTable(
  'survey_events',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entry: jsonb('entry'),
    version: integer('version'),
    changeId: text('change_id'),
    changes: jsonb('changes'),
    /** A large event's changes and request body are in `survey_event_parts` under this generation (null: inline). */
    gen: bigint('gen', { mode: 'number' }),
    /** How many parts it has. */
    parts: integer('parts'),
    /**
     * Bytes of JSON of its changes and its request (migration 0026; null: logged before), so that a
     * page of the log can be cut by bytes without reading the JSON it leaves out.
     */
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.seq] }),
    uniqueIndex('survey_events_change_id_idx').on(t.surveyId, t.changeId),
    // Catching up reads the events after a version (the sync client, the co-editing stream):
    // a range of this index instead of every event of the dialog.
    index('survey_events_version_idx').on(t.surveyId, t.version),
  ],
)

/**
 * A large event's JSON (`{changes, body}`: its changes and its legacy request's body) cut into
 * parts of text, written one statement each before the edit's transaction
 * (server/repositories/eventParts.ts, docs/design/storage.md "Staged writes"): 10,000 jumps of
 * one `/structure` call are ~1.8 MB, and parsing them as one jsonb value held the embedded
 * database's one connection 50-230 ms.
 */
export const surveyEventParts = pgTable(
  'survey_event_parts',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    gen: bigint('gen', { mode: 'number' }).notNull(),
    part: integer('part').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.gen, t.part] }),
    index('survey_event_parts_created_idx').on(t.createdAt),
  ],
)

/**
 * Snapshots of a dialog's versioned content (engine/versions DocumentJson) at a version
 * (docs/design/coediting.md "Version history"): the lowest is where the history starts, written in
 * the transaction of the first edit saved after migration 0013, before that edit applies; one more
 * every CHECKPOINT_EVERY versions, so a rebuild applies at most that many logged edits.
 */
export const surveyVersionSnapshots = pgTable(
  'survey_version_snapshots',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
)

/** Names editors gave versions ("vor dem Pretest"), one per version. */
export const surveyVersionNames = pgTable(
  'survey_version_names',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
)
