import { de } from './de'
import { type Catalogue, en } from './en'
import { readStoredUiLanguage, type UiLanguage } from './uiLanguage'

export type { Catalogue } from './en'

/** The editor's UI language of this page load (docs/app.md#languages). */
export const uiLanguage: UiLanguage = readStoredUiLanguage()

/**
 * The active UI catalogue: German, or English when the account chose it. Chosen when this module
 * is first imported, before any component module reads a text (many keep `const t = ui.x` at
 * module level), so a change of language takes a reload (`adoptUiLanguage`).
 */
export const ui: Catalogue = uiLanguage === 'en' ? en : de

/** The locale numbers, dates and times are written in, matching the UI language (24-hour clock in both). */
export const uiLocale = uiLanguage === 'en' ? 'en-GB' : 'de-DE'
