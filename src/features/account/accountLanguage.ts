import { SuccessResponse, type UiLanguage } from '@engine/api/auth'
import { adoptUiLanguage } from '../../i18n/uiLanguage'
import { api } from '../../session/api'
import { loadAccount } from './accountCalls'

/**
 * docs/app.md#languages: right after a login, the account's UI language. When it differs from
 * this page load's, the browser loads `target` anew in that language (true); otherwise nothing
 * happens and the caller navigates as usual. A failed read keeps the current language.
 */
export async function applyAccountLanguage(
  target: string,
  load: typeof loadAccount = loadAccount,
  open: (url: string) => void = (url) => globalThis.location.assign(url),
  storage?: Parameters<typeof adoptUiLanguage>[2],
): Promise<boolean> {
  let language: UiLanguage
  try {
    language = (await load()).ui_language
  } catch {
    return false
  }
  return adoptUiLanguage(language, () => open(target), storage)
}

/** PUT /api/account `{ui_language}`; once saved, the page reloads in the new language. */
export async function saveUiLanguage(
  language: UiLanguage,
  fetch?: typeof globalThis.fetch,
  reload?: () => void,
): Promise<void> {
  SuccessResponse.parse(await api('PUT', '/api/account', { body: { ui_language: language }, fetch }))
  adoptUiLanguage(language, reload)
}
