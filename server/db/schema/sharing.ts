import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { surveys } from './surveys'
import { users } from './users'

/**
 * Who may do what with a dialog (docs/design/conventions.md). `email` is the member `name` of docs/product/entities.md; `userId` is
 * set once the invited address has an account. The owner has a row with role 'Besitzer'.
 */
export const members = pgTable(
  'members',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'],
    }).notNull(),
    /** docs/product/entities.md: 0 = pending. */
    inviteAccepted: integer('invite_accepted').notNull().default(0),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.email] }),
    index('members_user_idx').on(t.userId),
    index('members_email_idx').on(t.email),
  ],
)
