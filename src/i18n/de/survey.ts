/** 'A', 'A oder B', 'A, B oder C'. */
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} oder ${items.at(-1)}`

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
  /** docs/product/roles.md "Refusals": the tooltip of a tab the role may not use names the roles that may. */
  tabNeedsRole: (roles: readonly string[]) => `Nur mit der Rolle ${orList(roles)}.`,
  tabSwitchedOff: 'Dieses Modul ist für diesen Dialog ausgeschaltet.',
  noPermission: {
    title: 'Keine Berechtigung',
    text: (role: string, tab: string, roles: readonly string[]) =>
      `Ihre Rolle „${role}“ erlaubt ${tab} in diesem Dialog nicht. ${tab} ist nur mit der Rolle ${orList(roles)} möglich.`,
    toTab: (tab: string) => `Weiter zu ${tab}`,
    toDashboard: 'Zum Dashboard',
  },
  checkingRole: 'Berechtigung wird geprüft …',
  loadFailed: 'Der Dialog konnte nicht geladen werden.',
  backToDashboard: 'Zurück zum Dashboard',
  unexpectedAnswer: 'Unerwartete Antwort des Servers.',
} as const
