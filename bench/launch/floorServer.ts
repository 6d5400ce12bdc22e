// The floor of `npm run bench:launch` (issue #31): bare Fastify and one INSERT per request, on the
// same database driver as the app (PGlite in its own thread on disk with fsync, or a PostgreSQL
// pool), started like the app (PORT, HOST, DATA_DIR, DATABASE_URL). What a chat turn costs is
// read against what the least a stored request can cost on this machine, in the same run.
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { openDatabase } from '../../server/db/database'
import { rowsOf } from '../../server/db/rowsOf'

const env = process.env
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR ?? '.data-floor' })
const { db } = database
await db.execute(
  sql`CREATE TABLE IF NOT EXISTS floor_rows (id bigserial PRIMARY KEY, body jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
)

// The floor of a turn that reads (LAUNCH_FLOOR_READ, bench/launch/run.ts): a player's stored state
// read by key, one row written, the state answered. A thousand states of a turn's answer's size
// (about 3 KB of JSON, as the seeded game's turns answer), so the read and the answer cost what a
// turn's least would.
const STATES = 1000
await db.execute(sql`CREATE TABLE IF NOT EXISTS floor_states (id integer PRIMARY KEY, body jsonb NOT NULL)`)
await db.execute(sql`
  INSERT INTO floor_states (id, body)
  SELECT i, json_build_object('chats', (SELECT json_agg(json_build_object('survey_id', md5((i * 10 + j)::text), 'status', 'open',
           'messages', (SELECT json_agg(json_build_object('text', repeat('Wort ', 20), 'type', 'text')) FROM generate_series(1, 5)))) FROM generate_series(1, 5) j),
         'is_end', false)
    FROM generate_series(1, ${STATES}) i
  ON CONFLICT DO NOTHING`)

const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
app.post('/floor', async (request) => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO floor_rows (body) VALUES (${JSON.stringify(request.body)}::jsonb) RETURNING id`),
  )
  return { id: Number(row?.id) }
})

app.post('/floor-read', async (request) => {
  const id = 1 + Math.floor(Math.random() * STATES)
  const [state] = rowsOf<{ body: unknown }>(await db.execute(sql`SELECT body FROM floor_states WHERE id = ${id}`))
  await db.execute(sql`INSERT INTO floor_rows (body) VALUES (${JSON.stringify(request.body)}::jsonb)`)
  return state?.body
})

const close = async () => {
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGTERM', () => void close())
process.once('SIGINT', () => void close())
await app.listen({ port: Number(env.PORT ?? 3500), host: env.HOST ?? '127.0.0.1' })
