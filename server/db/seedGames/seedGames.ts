import { type Block, defaultLanguageFragments } from '@engine/model'
import { sql } from 'drizzle-orm'
import { replaceConnections } from '../../repositories/generations'
import { createSurvey } from '../../repositories/surveys'
import { type User, findUserById } from '../../repositories/users'
import type { Db } from '../database'
import { blockRows, multichatSurveys, multichats, trainingExamples, triggers } from '../schema'
import { aufDerFlucht } from './aufDerFlucht'
import { blocksOf, connectionsOf, surveySettings, trainingRowsOf } from './gameContent'
import { type Game, toTriggerRows } from './gameTypes'
import { tatort } from './tatort'

/** The games of /flow and /aufderflucht (docs/design/multichat.md), on their fixed multichat ids. */
export const seedGameList: readonly Game[] = [tatort, aufDerFlucht]

/**
 * Idempotent, like the rest of the seed: a game whose multichat id exists is left alone, so a
 * restart adds nothing, and an installation seeded before the games existed gets them on its
 * next start. Each game is one transaction that begins by claiming its multichat id, so two app
 * servers starting at once cannot both seed it (the second waits on the row, then skips).
 * Returns the ids of the multichats it created.
 */
export async function seedGames(db: Db, ownerId: number, games: readonly Game[] = seedGameList): Promise<number[]> {
  const owner = await findUserById(db, ownerId)
  if (!owner) throw new Error(`seed owner ${ownerId} does not exist`)
  const created: number[] = []
  for (const game of games) if (await seedGame(db, owner, game)) created.push(game.multichatId)
  return created
}

/**
 * A block row as repositories/blocks.ts stores it (`order` in its column, the rest in `data`).
 * One insert per dialog instead of insertBlockAt's four queries per block: the game surveys are
 * brand new, so there is nothing to shift, and every API test's seeded app starts faster.
 */
function blockRow(block: Block) {
  const { order, ...data } = block
  return {
    surveyId: block.survey_id,
    uniqueQuestionId: block.unique_question_id,
    order,
    type: block.type,
    data,
    createdOn: block.created_on,
  }
}

async function seedGame(db: Db, owner: User, game: Game): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(multichats)
      .values({ id: game.multichatId, name: game.name, ownerId: owner.id })
      .onConflictDoNothing()
      .returning({ id: multichats.id })
    if (claimed.length === 0) return false
    const surveyIds = new Map<string, string>()
    for (const dialog of game.dialogs) {
      const surveyId = await createSurvey(tx, {
        owner,
        settings: surveySettings(dialog),
        languageFragments: defaultLanguageFragments('de'),
        now: Date.now(),
      })
      surveyIds.set(dialog.key, surveyId)
      await tx.insert(blockRows).values(blocksOf(dialog, surveyId).map(blockRow))
      await replaceConnections(tx, surveyId, connectionsOf(dialog))
      const examples = trainingRowsOf(dialog).map((row) => ({ ...row, surveyId }))
      if (examples.length > 0) await tx.insert(trainingExamples).values(examples)
    }
    const idOf = (key: string) => {
      const id = surveyIds.get(key)
      if (!id) throw new Error(`game ${game.name} names unknown dialog ${key}`)
      return id
    }
    await tx
      .insert(multichatSurveys)
      .values(game.dialogs.map((d, order) => ({ multichatId: game.multichatId, surveyId: idOf(d.key), order })))
    const rows = toTriggerRows(game, idOf)
    await tx.insert(triggers).values(
      rows.map((t) => ({
        id: t.id,
        multichatId: game.multichatId,
        surveyId: t.survey_id,
        uniqueQuestionId: t.unique_question_id,
        trigger: t.trigger,
        initSurvey: t.init_survey,
        releaseAfterSeconds: t.release_after_seconds,
      })),
    )
    await moveMultichatIdsPast(tx, Math.max(...seedGameList.map((g) => g.multichatId)))
    return true
  })
}

/**
 * Inserting fixed ids does not advance the serial sequence, so the next multichat an editor
 * creates would collide with a game. Moves the sequence to at least `reserved` without ever
 * moving it back (neither below an existing id nor below a value it already handed out).
 * Same SQL on PGlite and PostgreSQL.
 */
async function moveMultichatIdsPast(tx: Db, reserved: number): Promise<void> {
  await tx.execute(sql`
    select setval(s.seq, greatest(
      (select coalesce(max(${multichats.id}), 0) from ${multichats}),
      coalesce(pg_sequence_last_value(s.seq::regclass), 0),
      ${reserved}::bigint))
    from (select pg_get_serial_sequence('dialog_managers', 'id') as seq) s`)
}
