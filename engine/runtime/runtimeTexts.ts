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
} as const

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
