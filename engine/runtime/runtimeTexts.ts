import type { Language } from '../model/survey'

/**
 * The runtime's German bot texts and defaults in one place (docs/contributing.md#the-shape-of-the-code: exact strings live in a
 * catalogue, and tests import them instead of copying them).
 */
export const runtimeTexts = {
  empty: 'Bitte geben Sie eine Antwort ein.',
  tooLong: (max: number) => `Bitte fassen Sie sich kürzer (höchstens ${max} Zeichen).`,
  number: 'Bitte geben Sie eine Zahl ein.',
  numberMin: (min: number) => `Bitte geben Sie eine Zahl ab ${min} ein.`,
  numberMax: (max: number) => `Bitte geben Sie eine Zahl bis ${max} ein.`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  choice: 'Bitte wählen Sie eine der Antworten.',
  likert: (scale: number) => `Bitte wählen Sie einen Wert von 1 bis ${scale}.`,
  multipleMin: (min: number) =>
    min === 1 ? 'Bitte wählen Sie mindestens eine Antwort.' : `Bitte wählen Sie mindestens ${min} Antworten.`,
  multipleMax: (max: number) =>
    max === 1 ? 'Bitte wählen Sie höchstens eine Antwort.' : `Bitte wählen Sie höchstens ${max} Antworten.`,
  likertNa: 'keine Angabe',
  qaFallback: 'Dazu habe ich leider keine Antwort gefunden.',
  clarifyQuestion: 'Meinten Sie eines davon?',
  clarifyOther: 'Etwas anderes',
}

/** The shape every language's runtime texts have; a missing text fails the typecheck. */
export type RuntimeTexts = typeof runtimeTexts

/** The same texts for a dialog in English (docs/app.md#languages): the respondent reads the dialog's language. */
export const runtimeTextsEn: RuntimeTexts = {
  empty: 'Please enter an answer.',
  tooLong: (max: number) => `Please keep it shorter (at most ${max} characters).`,
  number: 'Please enter a number.',
  numberMin: (min: number) => `Please enter a number of at least ${min}.`,
  numberMax: (max: number) => `Please enter a number of at most ${max}.`,
  email: 'Please enter a valid email address.',
  choice: 'Please choose one of the answers.',
  likert: (scale: number) => `Please choose a value from 1 to ${scale}.`,
  multipleMin: (min: number) =>
    min === 1 ? 'Please choose at least one answer.' : `Please choose at least ${min} answers.`,
  multipleMax: (max: number) =>
    max === 1 ? 'Please choose at most one answer.' : `Please choose at most ${max} answers.`,
  likertNa: 'no answer',
  qaFallback: 'Sorry, I could not find an answer to that.',
  clarifyQuestion: 'Did you mean one of these?',
  clarifyOther: 'Something else',
}

const byLanguage: Record<Language, RuntimeTexts> = { de: runtimeTexts, en: runtimeTextsEn }

/** The bot texts in a dialog's language; German for a language without its own texts. */
export const runtimeTextsFor = (language: string | undefined): RuntimeTexts =>
  byLanguage[language as Language] ?? runtimeTexts

/** docs/design/dialog-content.md defaults for fields a block may leave unset. */
export const runtimeDefaults = {
  minWords: 3,
  likertScale: 5,
  qaMaxQuestions: 3,
  qaExitPhrase: 'weiter',
  threshold: 0.6,
  /** docs/product/validation.md says a maximum input length exists but not its value; this is ours. */
  maxInputLength: 2000,
} as const

/** The default exit phrase of a qa block in the dialog's language (an editor's own phrase wins). */
export const qaExitPhraseFor = (language: string | undefined): string => (language === 'en' ? 'continue' : 'weiter')
