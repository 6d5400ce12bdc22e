import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { surveys } from './surveys'
import { users } from './users'

/** A multichat (docs/design/multichat.md). Ids 3 and 4 are the seeded games of /flow and /aufderflucht. */
export const multichats = pgTable('dialog_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: integer('owner_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Counted up by the database on every statement that inserts, updates or deletes any of the
   * multichat's triggers (migrations 0023 and 0025, `count_triggers_version`: once per statement and
   * multichat, the rows locked in id order), whoever writes them: the live game's
   * fingerprint reads it instead of hashing every trigger on every turn (liveFingerprints.ts).
   */
  triggersVersion: integer('triggers_version').notNull().default(0),
})

/** The dialogs of a multichat; the lead dialog is the first by `order` (docs/product/entities.md). */
export const multichatSurveys = pgTable(
  'dialog_manager_surveys',
  {
    multichatId: integer('dialog_manager_id')
      .notNull()
      .references(() => multichats.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.multichatId, t.surveyId] }), index('dm_surveys_survey_idx').on(t.surveyId)],
)

/** docs/product/entities.md triggers; `id` is chosen by the client (engine) so undo can address it. */
export const triggers = pgTable(
  'triggers',
  {
    id: text('id').primaryKey(),
    multichatId: integer('dialog_manager_id')
      .notNull()
      .references(() => multichats.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    uniqueQuestionId: text('unique_question_id').notNull(),
    trigger: text('trigger').notNull(),
    initSurvey: boolean('init_survey').notNull().default(false),
    /** waitAPI: seconds after which a timer releases the waiting respondent (engine/model/trigger.ts). */
    releaseAfterSeconds: integer('release_after_seconds'),
    /** The place in the multichat's list (create_trigger `after`); ties fall back to creation time. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('triggers_dm_idx').on(t.multichatId), index('triggers_survey_idx').on(t.surveyId)],
)
