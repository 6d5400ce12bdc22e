import type { ServerContext } from '../context'
import { type FamilyOwner, insertRefreshFamily } from '../repositories/refreshFamilies'
import type { IssuedTokens } from './tokens'

/**
 * Issues a token pair that starts a new refresh family (login, magic link, registration,
 * password change) and records the family's first refresh token. Live registration records its
 * family in the statement that stores the respondent (registerLiveRespondent) and issues after it. An editor's
 * session carries the account's `tokenVersion` (users.token_version, read with the account).
 */
export async function startSession(
  ctx: ServerContext,
  owner: FamilyOwner,
  options: { fresh: boolean; tokenVersion?: number },
): Promise<IssuedTokens> {
  const subject = 'userId' in owner ? owner.userId : owner.respondentId
  const issued = ctx.tokens.issue(subject, {
    fresh: options.fresh,
    kind: 'userId' in owner ? 'editor' : 'live',
    version: options.tokenVersion,
  })
  await insertRefreshFamily(ctx.database.db, {
    id: issued.family,
    currentJti: issued.refreshJti,
    owner,
    at: new Date(ctx.now()),
  })
  return issued
}
