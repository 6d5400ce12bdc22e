import { api } from '../../session/api'
import { type OpenedSession, useOpenedSession } from '../survey/useOpenedSession'
import { showToast } from '../../ui/toasts'
import { toApiFailure } from '../survey/apiFailure'
import { type ManagerDeps, type ManagerSession, openManagerSession } from './managerSession'

export type ManagerSessionLoad = OpenedSession<ManagerSession>

const appDeps = (reopen: () => void): ManagerDeps => ({
  api: (method, path, body) => api(method, path, { body }),
  report: (message, intent) => showToast(message, intent),
  reopen,
  messageOf: (error) => toApiFailure(error).msg,
})

/** Opens the manager's editing session while the page is shown; `reload` opens a fresh one. */
export function useManagerSession(managerId: number): { load: ManagerSessionLoad; reload: () => void } {
  return useOpenedSession((reload) => openManagerSession(managerId, appDeps(reload)), [managerId])
}
