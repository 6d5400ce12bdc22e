import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { surveys } from './surveys'

/**
 * The trained intent model of one open block (engine/nlu). Stored, not only cached, because app
 * servers are stateless (docs/design/storage.md): every server answers with the same model, and a restart
 * does not retrain. `trainedOn` fingerprints the examples it was trained on. The model itself is
 * in `classifier_model_parts` under `gen`; `model` holds it only for rows stored before migration
 * 0020 (`gen` null).
 */
export const classifierModels = pgTable(
  'classifier_models',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    version: integer('version').notNull(),
    trainedOn: text('trained_on').notNull(),
    model: jsonb('model'),
    gen: bigint('gen', { mode: 'number' }),
    parts: integer('parts'),
    trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.uniqueQuestionId] })],
)

/**
 * A stored model's JSON in parts of at most MODEL_PART_CHARS (server/repositories/classifierModels.ts):
 * written one statement per part before the model's row points at their `gen`, so storing a
 * 3 MB model never holds the embedded database's one connection for long (issue #27). `data` is
 * stored uncompressed (migration 0020: STORAGE EXTERNAL; base64 barely compresses).
 */
export const classifierModelParts = pgTable(
  'classifier_model_parts',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    uniqueQuestionId: text('unique_question_id').notNull(),
    gen: bigint('gen', { mode: 'number' }).notNull(),
    part: integer('part').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.uniqueQuestionId, t.gen, t.part] }),
    index('classifier_model_parts_created_idx').on(t.createdAt),
  ],
)
