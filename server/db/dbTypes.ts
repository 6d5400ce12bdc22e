import type { MessagePort } from 'node:worker_threads'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

// The database's types, apart from database.ts so that dbChannel.ts, which database.ts uses, needs
// nothing of it.

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'pglite' | 'postgres'

/**
 * The database as another thread reaches it on its own (`Database.channel`, opened there with
 * dbChannel.ts `openChannelDb`; docs/design/storage.md "Reading from another thread"): the
 * embedded database through a port attached to it, whose answers that thread decodes itself;
 * PostgreSQL through a connection of its own. Structured clonable; a port must be in the
 * transfer list (dbChannel.ts `transferOf`).
 */
export type DbChannel =
  | { kind: 'pglite'; port: MessagePort; arrayTypes: [number, number][] }
  | { kind: 'postgres'; url: string; preparedStatements: boolean }
