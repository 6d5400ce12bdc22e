import { browserStorage } from '../session/browserStorage'

/**
 * The editor's UI language (docs/app.md#languages): stored with the account on the server
 * (GET/PUT /api/account `ui_language`) and mirrored in local storage, so the catalogue can be
 * chosen before the first module reads a text. German by default.
 */
export type UiLanguage = 'de' | 'en'

export const UI_LANGUAGE_STORAGE_KEY = 'ui_language'

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readStoredUiLanguage(storage: LanguageStorage | undefined = browserStorage()): UiLanguage {
  try {
    return storage?.getItem(UI_LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'de'
  } catch {
    return 'de'
  }
}

/**
 * Takes the account's language. The catalogue is chosen once per page load, so a different
 * language needs a reload; `reload` is called only then (true: it was called).
 */
export function adoptUiLanguage(
  language: UiLanguage,
  reload: () => void = () => globalThis.location.reload(),
  storage: LanguageStorage | undefined = browserStorage(),
): boolean {
  if (readStoredUiLanguage(storage) === language) return false
  try {
    storage?.setItem(UI_LANGUAGE_STORAGE_KEY, language)
  } catch {
    return false
  }
  reload()
  return true
}
