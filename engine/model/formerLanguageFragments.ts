import type { LanguageFragments } from '../api/surveys'
import { defaultLanguageFragments } from './languageFragments'
import type { Language } from './survey'

/**
 * Default fragments earlier versions stored with each new dialog. A dialog that still holds one of
 * them (or today's) was never customised, so it shows today's defaults: issue #28 renamed the bar's
 * "Abbrechen" (which deletes the answers) to "Antworten löschen", and dialogs created before must
 * not keep the misleading label.
 */
const former: Record<Language, LanguageFragments[]> = {
  de: [
    {
      restart: 'Neu starten',
      delete: 'Abbrechen',
      privacy: 'Datenschutz',
      restart_pop_up: {
        header: 'Dialog neu starten?',
        text: 'Ihre bisherigen Antworten in diesem Dialog werden verworfen und der Dialog beginnt von vorn.',
        btn_back: 'Zurück',
        btn_restart: 'Neu starten',
      },
      delete_pop_up: {
        header: 'Dialog abbrechen?',
        text: 'Der Dialog wird beendet und Ihre Antworten werden gelöscht.',
        btn_back: 'Zurück',
        btn_delete: 'Abbrechen und löschen',
      },
    },
  ],
  en: [
    {
      restart: 'Restart',
      delete: 'Cancel',
      privacy: 'Privacy',
      restart_pop_up: {
        header: 'Restart the dialog?',
        text: 'Your answers so far in this dialog will be discarded and the dialog starts again.',
        btn_back: 'Back',
        btn_restart: 'Restart',
      },
      delete_pop_up: {
        header: 'Cancel the dialog?',
        text: 'The dialog ends and your answers are deleted.',
        btn_back: 'Back',
        btn_delete: 'Cancel and delete',
      },
    },
  ],
}

/** Key order does not matter (PostgreSQL's jsonb stores keys in its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** Whether stored fragments are a default set (today's or a former one) of `language`, i.e. never edited. */
export function isDefaultLanguageFragments(stored: unknown, language: Language): boolean {
  if (stored === null || stored === undefined) return true
  const text = canonical(stored)
  return [defaultLanguageFragments(language), ...former[language]].some((set) => canonical(set) === text)
}

/** What the live bar shows: the dialog's own fragments, or today's defaults where it kept a default set. */
export const shownLanguageFragments = (stored: LanguageFragments, language: Language): LanguageFragments =>
  isDefaultLanguageFragments(stored, language) ? defaultLanguageFragments(language) : stored
