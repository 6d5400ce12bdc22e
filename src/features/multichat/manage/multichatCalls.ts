import { CreateMultichatResponse, MultichatSummary, RenameMultichatResponse } from '@engine/api/multichats'
import { api } from '../../../session/api'
import { isServerBusy } from '../../../session/apiClient'
import { type ApiFailure, toApiFailure } from '../../survey/apiFailure'

/**
 * The owner's calls on a multichat (docs/api/multichats.md): each answer parsed with the
 * engine's schema, each failure returned as the server said it (never thrown, never swallowed).
 * `failure` is null for a shed call (503): the server_busy banner shows it already.
 */
export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure | null }

async function attempt<T>(call: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    return { ok: false, failure: isServerBusy(error) ? null : toApiFailure(error) }
  }
}

const path = (id: number) => `/api/dialogmanagers/${id}`

export const createMultichat = (name: string) =>
  attempt(async () =>
    CreateMultichatResponse.parse(await api('POST', '/api/dialogmanagers', { body: { name: name.trim() } })),
  )

export const loadMultichatSummary = (id: number) =>
  attempt(async () => MultichatSummary.parse(await api('GET', path(id))))

export const renameMultichat = (id: number, name: string) =>
  attempt(async () =>
    RenameMultichatResponse.parse(await api('PUT', `${path(id)}/name`, { body: { name: name.trim() } })),
  )

export const copyMultichat = (id: number) =>
  attempt(async () => CreateMultichatResponse.parse(await api('POST', `${path(id)}/copy`)))

export const deleteMultichat = (id: number) => attempt(() => api('DELETE', path(id)))
