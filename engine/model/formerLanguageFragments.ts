import type { LanguageFragments } from '../api/surveys'
import type { Language } from './survey'

/**
 * Default fragments earlier versions stored with each new dialog. A dialog that still holds one of
 * them (or today's) was never customised, so it shows today's defaults: issue #28 renamed the bar's
 * "Abbrechen" (which deletes the answers) to "Antworten löschen", and dialogs created before must
 * not keep the misleading label.
 */
export const formerDefaultFragments: Record<Language, readonly LanguageFragments[]> = {
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
