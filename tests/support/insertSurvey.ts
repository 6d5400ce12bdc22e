import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/database'
import { members, surveys } from '../../server/db/schema'
import { ensureUser, findUserById } from '../../server/repositories/users'

/** An editor account for tests; the hash is a placeholder, so log in with tokens, not passwords. */
export async function insertUser(db: Db, username: string, names: { firstName?: string; lastName?: string } = {}) {
  return ensureUser(db, {
    username,
    passwordHash: 'test-only',
    firstName: names.firstName ?? null,
    lastName: names.lastName ?? null,
  })
}

/**
 * A `surveys` row plus its owner's `members` row (Besitzer, accepted), written directly so API
 * suites of other areas need not go through the survey calls.
 */
export async function insertSurvey(
  db: Db,
  input: { ownerId: number; surveyName?: string; surveyId?: string; settings?: Record<string, unknown> },
) {
  const surveyId = input.surveyId ?? `s_${randomBytes(6).toString('hex')}`
  const surveyName = input.surveyName ?? 'Testdialog'
  const [row] = await db
    .insert(surveys)
    .values({ surveyId, ownerId: input.ownerId, settings: {} })
    .returning({ id: surveys.id })
  if (!row) throw new Error('survey not inserted')
  const settings = {
    survey_id: surveyId,
    survey_id_int: row.id,
    survey_name: surveyName,
    language: 'de',
    active: false,
    ...input.settings,
  }
  await db.update(surveys).set({ settings }).where(eq(surveys.surveyId, surveyId))
  const owner = await findUserById(db, input.ownerId)
  if (!owner) throw new Error(`owner ${input.ownerId} does not exist`)
  await db
    .insert(members)
    .values({ surveyId, email: owner.username, userId: owner.id, role: 'Besitzer', inviteAccepted: 1 })
  return { surveyId, surveyIdInt: row.id, surveyName }
}
