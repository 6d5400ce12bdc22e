import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { preparedPerDb } from '../db/preparedPerDb'
import { liveRespondents, refreshFamilies, revokedTokens } from '../db/schema'
import { type LiveRespondent, toRespondent } from './liveRespondents'
import { familyId } from './refreshFamilies'

const liveAccess = preparedPerDb((db) => {
  const revoked = db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, sql.placeholder('jti')))
  const family = db
    .select({ id: refreshFamilies.id })
    .from(refreshFamilies)
    .where(and(eq(refreshFamilies.id, sql.placeholder('fam')), isNotNull(refreshFamilies.revokedAt)))
  return db
    .select()
    .from(liveRespondents)
    .where(and(eq(liveRespondents.id, sql.placeholder('id')), notExists(revoked), notExists(family)))
    .limit(1)
    .prepare('live_access')
})

/** What a verified live access token names: its respondent, its own id and its refresh family. */
export interface LiveTokenIds {
  respondentId: number
  jti: string
  family?: string
}

/**
 * The respondent behind a live access token, or undefined when the token is revoked (itself or
 * its refresh family, isAccessRevoked) or the respondent erased (both refuse the call alike): the two checks of requireLive in one query,
 * still against the database on every call, so a revocation by another server process counts.
 */
export async function findLiveAccess(
  db: Db,
  respondentId: number,
  jti: string,
  family?: string,
): Promise<LiveRespondent | undefined> {
  const [row] = await liveAccess(db).execute({ id: respondentId, jti, fam: familyId(family) })
  return row ? toRespondent(row) : undefined
}
