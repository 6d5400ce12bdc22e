import { CHECK_WORDS } from '@engine/checks'

/** The "Prüfen" list of the configurator and the multichat editor (docs/configurator.md "Prüfen"); the problems' own words come from the engine. */
export const checks = {
  button: 'Prüfen',
  /** The toolbar button's accessible name with its count. */
  buttonLabel: (errors: number, warnings: number, hints: number) =>
    `Prüfen: ${errors} Fehler, ${warnings} ${warnings === 1 ? 'Warnung' : 'Warnungen'}, ${hints} ${hints === 1 ? 'Hinweis' : 'Hinweise'}`,
  close: 'Prüfen schließen',
  title: 'Prüfen',
  none: 'Keine Probleme gefunden.',
  noneText: 'Die Prüfung läuft bei jeder Änderung mit.',
  dismiss: 'Ausblenden',
  dismissLabel: (text: string) => `Hinweis ausblenden: ${text}`,
  dismissed: (n: number) => (n === 1 ? '1 Hinweis ausgeblendet' : `${n} Hinweise ausgeblendet`),
  restore: 'Wieder zeigen',
  show: (text: string) => `Zum Block: ${text}`,
  validate: 'Beispiele prüfen',
  validateHint: 'Kreuzvalidiert die Beispiele jeder Absicht auf dem Server (kann etwas dauern).',
  validating: (done: number, total: number) => `Beispiele werden geprüft … ${done} von ${total}`,
  validated: (total: number) =>
    total === 0 ? 'Kein Block mit mehreren Absichten zu prüfen.' : `Beispiele von ${total} Blöcken geprüft.`,
  validateFailed: (message: string) => `Beispiele konnten nicht geprüft werden: ${message}`,
  mark: (n: number, worst: string) => `${worst}: ${n === 1 ? '1 Problem' : `${n} Probleme`}`,
  severity: CHECK_WORDS.de.severity,
  titles: CHECK_WORDS.de.titles,
  liveWarnings: (n: number) =>
    n === 1
      ? 'Live geschaltet, aber die Prüfung fand 1 Fehler. Bearbeiten → Prüfen zeigt ihn.'
      : `Live geschaltet, aber die Prüfung fand ${n} Fehler. Bearbeiten → Prüfen zeigt sie.`,
} as const
