import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { liveRespondents } from './live'
import { users } from './users'

/**
 * A refresh-token family: every rotation issues a new refresh token in the same family; using an
 * already rotated token again revokes the whole family (theft detection). A family belongs to an
 * editor (`userId`) or to a live respondent (`respondentId`), never both.
 */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    respondentId: integer('respondent_id').references(() => liveRespondents.id, { onDelete: 'cascade' }),
    /** The jti of the one refresh token of this family that may still be used. */
    currentJti: uuid('current_jti').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_families_user_idx').on(t.userId), index('refresh_families_respondent_idx').on(t.respondentId)],
)

/** Revoked access tokens (logout), kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
)

/**
 * Single-use tokens sent by mail (magic link, e-mail validation, password reset). Only the
 * SHA-256 of the token is stored; `usedAt` is set by the one request that wins.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['magic_link', 'email_validation', 'password_reset'] }).notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_email_idx').on(t.email)],
)

/** Failed logins, counted per account and per IP within a window (shared by all app servers). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
)
