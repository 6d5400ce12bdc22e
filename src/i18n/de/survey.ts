/** German texts around one dialog (tabs, loading it); referenced from src/i18n/de.ts as `de.survey`. */
export const survey = {
  // docs/product/screens.md#top-bar: the five module tabs.
  tabs: {
    configurator: 'Bearbeiten',
    intrance: 'Trainieren',
    assess: 'Testen',
    share: 'Teilen',
    analyse: 'Analyse',
  },
  loadFailed: 'Der Dialog konnte nicht geladen werden.',
  backToDashboard: 'Zurück zum Dashboard',
  unexpectedAnswer: 'Unerwartete Antwort des Servers.',
} as const
