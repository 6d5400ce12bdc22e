import type { LanguageFragments } from '../api/surveys'
import { Language } from './survey'
import { sameValue } from './sameValue'

/**
 * docs/product/entities.md survey language fragments of a new dialog: what the live bar's buttons and confirm
 * dialogs say. The server stores them with each new dialog; the live page uses them until a
 * dialog's own ones have loaded.
 */
const defaults: Record<Language, LanguageFragments> = {
  de: {
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
  en: {
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
}

// A deep copy: callers store or edit the result, and the defaults must stay as they are.
export const defaultLanguageFragments = (language: Language): LanguageFragments =>
  JSON.parse(JSON.stringify(defaults[language])) as LanguageFragments

/**
 * Whether stored fragments are still `language`'s defaults, i.e. the editor never customised
 * them. Compared by structure: fragments read back from jsonb have their keys in another order.
 */
export const isDefaultLanguageFragments = (fragments: unknown, language: Language): boolean =>
  sameValue(fragments, defaults[language])

/**
 * The fragments the live bar shows for a dialog in `language`: the stored ones, unless there are
 * none or they are another language's untouched defaults. Before the structural comparison a
 * language switch left the old language's defaults behind (docs/app.md#languages); this repairs
 * such dialogs where they are read, without a data migration.
 */
export function liveBarFragments(stored: LanguageFragments | null, language: Language): LanguageFragments {
  const stale =
    !stored || Language.options.some((other) => other !== language && isDefaultLanguageFragments(stored, other))
  return stale ? defaultLanguageFragments(language) : stored
}
