import { and, eq, notExists, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { preparedPerDb } from '../db/preparedPerDb'
import { liveRespondents, revokedTokens } from '../db/schema'
import { type LiveRespondent, toRespondent } from './liveRespondents'

const liveAccess = preparedPerDb((db) => {
  const revoked = db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, sql.placeholder('jti')))
  return db
    .select()
    .from(liveRespondents)
    .where(and(eq(liveRespondents.id, sql.placeholder('id')), notExists(revoked)))
    .limit(1)
    .prepare('live_access')
})

/**
 * The respondent behind a live access token, or undefined when the token is revoked or the
 * respondent erased (both refuse the call alike): the two checks of requireLive in one query,
 * still against the database on every call, so a revocation by another server process counts.
 */
export async function findLiveAccess(db: Db, respondentId: number, jti: string): Promise<LiveRespondent | undefined> {
  const [row] = await liveAccess(db).execute({ id: respondentId, jti })
  return row ? toRespondent(row) : undefined
}
