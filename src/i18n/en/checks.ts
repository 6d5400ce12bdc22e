import { CHECK_WORDS } from '@engine/checks'
import type { CatalogueShape } from '../catalogueShape'
import type { de } from '../de'

/** English texts of the "Prüfen" list; `en.checks`. */
export const checks: CatalogueShape<typeof de.checks> = {
  button: 'Check',
  buttonLabel: (errors, warnings, hints) =>
    `Check: ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, ${hints} ${hints === 1 ? 'hint' : 'hints'}`,
  close: 'Close the check',
  title: 'Check',
  none: 'No problems found.',
  noneText: 'The check runs along with every change.',
  dismiss: 'Dismiss',
  dismissLabel: (text) => `Dismiss hint: ${text}`,
  dismissed: (n) => (n === 1 ? '1 hint dismissed' : `${n} hints dismissed`),
  restore: 'Show again',
  show: (text) => `Go to the block: ${text}`,
  validate: 'Check examples',
  validateHint: "Cross-validates each intent's examples on the server (may take a moment).",
  validating: (done, total) => `Checking examples … ${done} of ${total}`,
  validated: (total) =>
    total === 0 ? 'No block with several intents to check.' : `Examples of ${total} blocks checked.`,
  validateFailed: (message) => `Examples could not be checked: ${message}`,
  mark: (n, worst) => `${worst}: ${n === 1 ? '1 problem' : `${n} problems`}`,
  severity: CHECK_WORDS.en.severity,
  titles: CHECK_WORDS.en.titles,
  liveWarnings: (n) =>
    n === 1
      ? 'Switched live, but the check found 1 error. Edit → Check shows it.'
      : `Switched live, but the check found ${n} errors. Edit → Check shows them.`,
}
