import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Editors. `username` is the e-mail address, stored lower-case so logins are case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    disabled: boolean('disabled').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner of the address opened a mailed link (validation, magic link, reset). */
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    /** The language of the editor's own UI (docs/app.md#languages): 'de' or 'en'. */
    uiLanguage: text('ui_language').notNull().default('de'),
    /**
     * The admin right (the /admin page: every account, the outbox), given by `npm run admin` or to
     * the seeded demo account of a fresh installation (docs/reliability/security.md#findings-3-4-11).
     */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The generation of the account's tokens (claim `ver`): a token of another generation is
     * revoked. A trigger of the migration `0010_token_version` counts it up whenever the password
     * changes or the account is disabled, whoever writes the row (docs/reliability/security.md#findings-2-6-7).
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
)

/**
 * Server-wide secrets generated on first start (the JWT signing key when JWT_SECRET_KEY is not
 * set). Kept in the database so every app server of a fleet signs with the same key (docs/design/storage.md).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
