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

const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
app.post('/floor', async (request) => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO floor_rows (body) VALUES (${JSON.stringify(request.body)}::jsonb) RETURNING id`),
  )
  return { id: Number(row?.id) }
})

const close = async () => {
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGTERM', () => void close())
process.once('SIGINT', () => void close())
await app.listen({ port: Number(env.PORT ?? 3500), host: env.HOST ?? '127.0.0.1' })
