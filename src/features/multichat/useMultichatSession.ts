import { api } from '../../session/api'
import { browserStorage } from '../../session/browserStorage'
import { type OpenedSession, useOpenedSession } from '../survey/useOpenedSession'
import { showToast } from '../../ui/toasts'
import { toApiFailure } from '../survey/apiFailure'
import { type MultichatDeps, type MultichatSession, openMultichatSession } from './multichatSession'

export type MultichatSessionLoad = OpenedSession<MultichatSession>

const appDeps = (reopen: () => void): MultichatDeps => ({
  api: (method, path, body) => api(method, path, { body }),
  report: (message, intent) => showToast(message, intent),
  reopen,
  messageOf: (error) => toApiFailure(error).msg,
  storage: browserStorage(),
})

/** Opens the multichat's editing session while the page is shown; `reload` opens a fresh one. */
export function useMultichatSession(multichatId: number): { load: MultichatSessionLoad; reload: () => void } {
  return useOpenedSession((reload) => openMultichatSession(multichatId, appDeps(reload)), [multichatId])
}
