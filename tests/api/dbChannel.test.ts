import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/database'
import { openChannelDb } from '../../server/db/dbChannel'
import { surveys } from '../../server/db/schema'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { databaseKinds, openTestDatabase } from '../support/testDatabase'

/**
 * A database channel (server/db/dbChannel.ts): another thread's own way to the same database, as
 * an export's thread reads its pages (docs/design/storage.md "Reading from another thread").
 */
const setups: [string, () => Promise<Database>][] = [
  ...databaseKinds().map((kind): [string, () => Promise<Database>] => [kind, () => openTestDatabase(kind)]),
  ['pglite in its own thread', () => openDatabase({ kind: 'pglite', thread: true })],
]

describe.each(setups)('a database channel on %s', (_name, open) => {
  let database: Database
  let surveyId: string
  beforeAll(async () => {
    database = await open()
    const owner = await insertUser(database.db, 'kanal@example.org')
    surveyId = (await insertSurvey(database.db, { ownerId: owner.id, surveyName: 'Über den Kanal' })).surveyId
  }, 60_000)
  afterAll(() => database?.close())

  it('reads the rows the event loop reads, with the same types', async () => {
    const channel = openChannelDb(await database.channel())
    try {
      const read = (db: Database['db']) => db.select().from(surveys).where(eq(surveys.surveyId, surveyId))
      const [theirs] = await read(channel.db)
      expect(theirs).toEqual((await read(database.db))[0])
      expect(theirs?.settings).toMatchObject({ survey_name: 'Über den Kanal' })
      expect(theirs?.createdAt).toBeInstanceOf(Date)
      // The second run is a prepared statement, whose answer the channel's side decodes.
      expect(await read(channel.db)).toEqual([theirs])
    } finally {
      await channel.close()
    }
  })

  it("keeps PostgreSQL's error code", async () => {
    const channel = openChannelDb(await database.channel())
    try {
      await expect(channel.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toMatchObject({
        cause: { code: '42P01' },
      })
    } finally {
      await channel.close()
    }
  })

  it('leaves the database to everyone else once closed', async () => {
    const channel = openChannelDb(await database.channel())
    await channel.db.execute(sql`SELECT 1`)
    await channel.close()
    await expect(channel.db.execute(sql`SELECT 1`)).rejects.toThrow()
    expect((await database.db.select().from(surveys).where(eq(surveys.surveyId, surveyId))).length).toBe(1)
  })

  it.runIf(_name !== 'postgres')(
    'holds no transaction on the embedded database (its thread may be ended at any moment)',
    async () => {
      const channel = openChannelDb(await database.channel())
      try {
        await expect(channel.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow(/no transactions/)
      } finally {
        await channel.close()
      }
    },
  )
})

describe.each(setups)("the server's background reads on %s", (name, open) => {
  let database: Database
  let surveyId: string
  beforeAll(async () => {
    database = await open()
    const owner = await insertUser(database.db, 'hinten@example.org')
    surveyId = (await insertSurvey(database.db, { ownerId: owner.id, surveyName: 'Im Hintergrund' })).surveyId
  }, 60_000)
  afterAll(() => database?.close())

  it('reads what the event loop wrote just before, with the same types', async () => {
    const read = (db: Database['db']) => db.select().from(surveys).where(eq(surveys.surveyId, surveyId))
    await database.db
      .update(surveys)
      .set({ settings: sql`jsonb_set(settings, '{survey_name}', '"Gleich gelesen"')` })
      .where(eq(surveys.surveyId, surveyId))
    const [theirs] = await read(database.background)
    expect(theirs).toEqual((await read(database.db))[0])
    expect(theirs?.settings).toMatchObject({ survey_name: 'Gleich gelesen' })
    expect(theirs?.createdAt).toBeInstanceOf(Date)
  })

  it.runIf(name !== 'postgres')('holds no transaction on the embedded database', async () => {
    await expect(database.background.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow(
      /no transactions/,
    )
  })
})
