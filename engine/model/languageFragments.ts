import type { LanguageFragments } from '../api/surveys'
import { Language } from './survey'
import { formerDefaultFragments } from './formerLanguageFragments'
import { sameValue } from './sameValue'

/**
 * docs/product/entities.md survey language fragments of a new dialog: what the live bar's buttons and confirm
 * dialogs say. The server stores them with each new dialog; the live page uses them until a
 * dialog's own ones have loaded.
 */
const defaults: Record<Language, LanguageFragments> = {
  de: {
    restart: 'Neu starten',
    delete: 'Antworten löschen',
    privacy: 'Datenschutz',
    restart_pop_up: {
      header: 'Dialog neu starten?',
      text: 'Ihre bisherigen Antworten in diesem Dialog werden verworfen und der Dialog beginnt von vorn.',
      btn_back: 'Zurück',
      btn_restart: 'Neu starten',
    },
    delete_pop_up: {
      header: 'Ihre Antworten löschen?',
      text: 'Alle Ihre Antworten in diesem Dialog werden gelöscht und der Dialog endet. Das lässt sich nicht rückgängig machen.',
      btn_back: 'Zurück',
      btn_delete: 'Antworten löschen',
    },
  },
  en: {
    restart: 'Restart',
    delete: 'Delete my answers',
    privacy: 'Privacy',
    restart_pop_up: {
      header: 'Restart the dialog?',
      text: 'Your answers so far in this dialog will be discarded and the dialog starts again.',
      btn_back: 'Back',
      btn_restart: 'Restart',
    },
    delete_pop_up: {
      header: 'Delete your answers?',
      text: 'All your answers in this dialog are deleted and the dialog ends. This cannot be undone.',
      btn_back: 'Back',
      btn_delete: 'Delete my answers',
    },
  },
}

// A deep copy: callers store or edit the result, and the defaults must stay as they are.
export const defaultLanguageFragments = (language: Language): LanguageFragments =>
  JSON.parse(JSON.stringify(defaults[language])) as LanguageFragments

/**
 * Whether stored fragments are a default set of `language` (today's or one an earlier version
 * stored, engine/model/formerLanguageFragments.ts), i.e. the editor never customised them; none
 * stored counts as default. Compared by structure: fragments read back from jsonb have their keys
 * in another order.
 */
export const isDefaultLanguageFragments = (fragments: unknown, language: Language): boolean =>
  fragments === null ||
  fragments === undefined ||
  [defaults[language], ...formerDefaultFragments[language]].some((set) => sameValue(fragments, set))

/**
 * The fragments the live bar shows for a dialog in `language`: the stored ones, unless they are
 * an untouched default set of any language. Before the structural comparison a language switch
 * left the old language's defaults behind (docs/app.md#languages), and earlier versions stored
 * defaults since renamed ("Abbrechen" became "Antworten löschen"); both are repaired where they
 * are read, without a data migration.
 */
export function liveBarFragments(stored: LanguageFragments | null, language: Language): LanguageFragments {
  const untouched = Language.options.some((any) => isDefaultLanguageFragments(stored, any))
  return untouched || !stored ? defaultLanguageFragments(language) : stored
}
