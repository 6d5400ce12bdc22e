// node --import tsx bench/launch/queriesPerTurn.ts — SQL statements per Tatort chat turn on
// PostgreSQL (counted at the pg driver, BEGIN/COMMIT/SAVEPOINT included), in-process via
// app.inject. A count, not a time: it does not depend on the machine's load.
import pg from 'pg'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/database'
import { seedDemoContent } from '../../server/db/seed'
import { tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { scheduleMissingWork } from '../../server/jobs/missingWork'
import { freshPostgres } from './freshPostgres'

const statements: string[] = []
const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
const query = client.query
client.query = function (this: unknown, ...args: unknown[]) {
  const q = args[0] as string | { text?: string }
  statements.push(
    String(typeof q === 'string' ? q : q.text)
      .trim()
      .slice(0, 60),
  )
  return query.apply(this, args)
}

const fresh = await freshPostgres(
  process.env.LAUNCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'launch_queries',
)
const database = await openDatabase({ kind: 'postgres', url: fresh.url })
try {
  await seedDemoContent(database.db)
  // Shedding off: a count must not depend on how busy the machine is.
  const overload = { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0, maxRssMb: 0, retryAfterSeconds: 1 }
  const app = await buildApp({
    database,
    jwtSecret: 'launch-bench-secret-that-is-long-enough-0123456789',
    overload,
    rateLimits: false,
  })
  // The seeded games' intent models are built by jobs, as when the server starts (server/main.ts);
  // a chat turn never trains one, so the games are played once they are built.
  await scheduleMissingWork(database.db, app.jobQueue)
  await app.jobRunner.drain()
  const ids = (
    (await app.inject({ method: 'GET', url: '/api/multichat/3' })).json().contacts as { survey_id: string }[]
  ).map((c) => c.survey_id)
  const token = (
    await app.inject({ method: 'POST', url: '/api/register_live_list', payload: { survey_id_list: ids } })
  ).json().token_live as string
  const turns = [
    {},
    ...tatortWalkthrough.map((s) => ({
      survey_id: ids[s.order],
      unique_question_id: s.unique_question_id,
      user_input: s.answer,
    })),
  ]
  // Two games: the first loads the stored intent models into memory, the second is the steady state.
  for (const game of [1, 2]) {
    const gameToken =
      game === 1
        ? token
        : ((
            await app.inject({ method: 'POST', url: '/api/register_live_list', payload: { survey_id_list: ids } })
          ).json().token_live as string)
    statements.length = 0
    for (const payload of turns) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/multichat/3/chat',
        headers: { authorization: `Bearer ${gameToken}` },
        payload,
      })
      if (res.statusCode !== 200)
        throw new Error(`turn ${JSON.stringify(payload)} answered ${res.statusCode}: ${res.body}`)
    }
    console.log(
      `game ${game}: ${statements.length} statements in ${turns.length} turns = ${(statements.length / turns.length).toFixed(1)} per turn`,
    )
  }
  if (process.env.SHOW) console.log(statements)
  await app.close()
} finally {
  await database.close()
  await fresh.drop()
}
