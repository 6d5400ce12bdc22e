import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { surveys } from './surveys'

/**
 * The trained intent model of one open block (engine/nlu). Stored, not only cached, because app
 * servers are stateless (docs/design/storage.md): every server answers with the same model, and a restart
 * does not retrain. `trainedOn` fingerprints the examples it was trained on.
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
    model: jsonb('model').notNull(),
    trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.uniqueQuestionId] })],
)
