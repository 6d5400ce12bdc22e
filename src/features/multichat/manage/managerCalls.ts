import {
  CreateDialogManagerResponse,
  DialogManagerSummary,
  RenameDialogManagerResponse,
} from '@engine/api/dialogManagers'
import { api } from '../../../session/api'
import { isServerBusy } from '../../../session/apiClient'
import { type ApiFailure, toApiFailure } from '../../survey/apiFailure'

/**
 * The owner's calls on a dialog manager (docs/api/dialogmanagers.md): each answer parsed with the
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

export const createManager = (name: string) =>
  attempt(async () =>
    CreateDialogManagerResponse.parse(await api('POST', '/api/dialogmanagers', { body: { name: name.trim() } })),
  )

export const loadManagerSummary = (id: number) =>
  attempt(async () => DialogManagerSummary.parse(await api('GET', path(id))))

export const renameManager = (id: number, name: string) =>
  attempt(async () =>
    RenameDialogManagerResponse.parse(await api('PUT', `${path(id)}/name`, { body: { name: name.trim() } })),
  )

export const copyManager = (id: number) =>
  attempt(async () => CreateDialogManagerResponse.parse(await api('POST', `${path(id)}/copy`)))

export const deleteManager = (id: number) => attempt(() => api('DELETE', path(id)))
