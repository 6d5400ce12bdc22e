import { MultichatInfoResponse } from '@engine/api/multichat'
import { api } from '../../session/api'

/**
 * GET /api/multichat/{id}: the public face of a live game (contacts lead first, client config).
 * The editor's test chat asks `as: 'editor'`, so its game answers while the lead is inactive too
 * (docs/api/multichat.md).
 */
export async function loadMultichatInfo(
  multichatId: number,
  fetch?: typeof globalThis.fetch,
  as: 'public' | 'editor' = 'public',
): Promise<MultichatInfoResponse> {
  const json = await api('GET', `/api/multichat/${multichatId}`, { as, fetch })
  return MultichatInfoResponse.parse(json)
}

/** docs/product/screens.md#routes: /flow and /aufderflucht are the games of the fixed multichats 3 and 4. */
export const FLOW_MULTICHAT_ID = 3
export const AUFDERFLUCHT_MULTICHAT_ID = 4

/** A multichat id from the URL, or null when it is none (the page then says it cannot load). */
export function parseMultichatId(value: string | undefined): number | null {
  const id = Number(value)
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null
}
