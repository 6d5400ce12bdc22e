import { ui } from '../i18n'
import { api, SessionRedirectError } from './api'
import { ApiError } from './apiClient'
import { saveDownload } from './download'
import { takeLoginRefreshRoute } from './loginRefreshRoute'
import { type Download, isDownload } from './readDownload'

/** How the stored call went; the page shows it after returning (null: there was no call to retry). */
export type RetriedCall = { ok: true; msg: string | null } | { ok: false; msg: string }

export interface Resumed {
  path: string
  retried: RetriedCall | null
}

const msgOf = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string'
    ? (value as { msg: string }).msg
    : null

/**
 * docs/product/states.md, after the re-login on /login_refresh: the stored call is sent again (now with a
 * fresh token) and the user returns to the page it came from. Resolves null when the retry
 * itself left the page (the session rules navigated elsewhere).
 */
export async function resumeAfterLoginRefresh(
  fetch?: typeof globalThis.fetch,
  save: (file: Download) => void = saveDownload,
): Promise<Resumed | null> {
  const route = takeLoginRefreshRoute()
  if (!route) return null
  if (!route.request) return { path: route.path, retried: null }
  const { method, path, body, query } = route.request
  try {
    const value = await api(method, path, { body, query, fetch })
    // The interrupted excel export: the download continues now, with the fresh token.
    if (isDownload(value)) {
      save(value)
      return { path: route.path, retried: { ok: true, msg: null } }
    }
    return { path: route.path, retried: { ok: true, msg: msgOf(value) } }
  } catch (error) {
    if (error instanceof SessionRedirectError) return null
    const msg = error instanceof ApiError && error.msg ? error.msg : ui.login.noResponse
    return { path: route.path, retried: { ok: false, msg } }
  }
}
