import { MultichatId } from '@engine/api/multichats'
import type { FastifyRequest } from 'fastify'
import { type LiveIdentityReader, readLiveIdentityAlone } from '../../auth/requireLive'
import { type MultichatTurnRead, readMultichatTurn } from '../../repositories/multichatTurnRead'

const reads = new WeakMap<FastifyRequest, { multichatId: number; read: MultichatTurnRead }>()

/**
 * The identity check of POST /api/multichat/{id}/chat (server/routes/authorizeFirst.ts): the live
 * token's respondent read in the same statement as the game's fingerprint and the player's stored
 * game (readMultichatTurn), which the handler then takes with turnReadOf. A path whose id is not
 * a multichat id is checked alone; the handler answers it with 400.
 */
export const readTurnWithIdentity: LiveIdentityReader = async (ctx, request, token) => {
  const raw = (request.params as { dialog_manager_id?: unknown } | undefined)?.dialog_manager_id
  const multichatId = MultichatId.safeParse(raw).data
  if (multichatId === undefined) return readLiveIdentityAlone(ctx, request, token)
  const read = await readMultichatTurn(ctx.database.db, token, multichatId)
  reads.set(request, { multichatId, read })
  return read.respondent
}

/** What the identity check read for this turn of this multichat; a programming error if it read none. */
export function turnReadOf(request: FastifyRequest, multichatId: number): MultichatTurnRead {
  const found = reads.get(request)
  if (!found || found.multichatId !== multichatId)
    throw new Error(
      `${request.method} ${request.url}: the turn of multichat ${multichatId} was not read with its identity`,
    )
  return found.read
}
