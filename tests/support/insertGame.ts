import type { Db } from '../../server/db/database'
import { multichats } from '../../server/db/schema'
import { insertSurvey, insertUser } from './insertSurvey'

/** Two dialogs of one owner and a multichat, written directly: the rows a game's saves refer to. */
export async function insertGame(db: Db, ownerEmail: string): Promise<{ a: string; b: string; dm: number }> {
  const ownerId = (await insertUser(db, ownerEmail)).id
  const a = (await insertSurvey(db, { ownerId })).surveyId
  const b = (await insertSurvey(db, { ownerId })).surveyId
  const [row] = await db.insert(multichats).values({ name: 'Spiel', ownerId }).returning({ id: multichats.id })
  if (!row) throw new Error('multichat not inserted')
  return { a, b, dm: row.id }
}
