/** German texts of the app shell (top bars, user menu, page metadata); `de.shell` in src/i18n/de.ts. */
export const shell = {
  // docs/product/overview.md: the default title and description speak of a dialog experience and better learning.
  page: {
    title: 'Dialoge – ein besseres Lernerlebnis',
    description: 'Erleben Sie Dialoge im Chat: Umfragen, Assessments und Spiele für ein besseres Lernerlebnis.',
    titleOf: (page: string) => `${page} · Dialoge`,
  },
  // The page's own name in the browser tab (src/ui/routeTable.ts): `page.titleOf(pageNames.x)`.
  pageNames: {
    login: 'Anmelden',
    loginRefresh: 'Erneut anmelden',
    dashboard: 'Meine Dialoge',
    configurator: 'Bearbeiten',
    assess: 'Testen',
    multichat: 'Multichat',
    impressum: 'Impressum',
    impressumTatort: 'Impressum Tatort-Game',
    about: 'Über Dialoge',
    datenschutz: 'Datenschutz',
    agb: 'AGB',
    privacy: 'Datenschutzhinweise',
    emailValidation: 'E-Mail bestätigen',
    resetPassword: 'Passwort zurücksetzen',
    account: 'Einstellungen',
    admin: 'Admin',
    analyse: 'Analyse',
    analyseMultichat: 'Analyse Multichat',
    training: 'Trainieren',
    share: 'Teilen',
  },
  // docs/product/screens.md#routes: /flow and /aufderflucht are the crime-investigation games.
  flow: {
    title: 'Tatort-Game: Der Fall im Chat',
    description: 'Ermitteln Sie im Chat: Befragen Sie Zeuginnen, Zeugen und Verdächtige und lösen Sie den Fall.',
  },
  aufderflucht: {
    title: 'Auf der Flucht – ein Tatort-Game im Chat',
    description:
      'Ein Verdächtiger ist auf der Flucht. Sammeln Sie im Chat Hinweise und finden Sie heraus, wohin er will.',
  },
  // src/i18n/formatNumbers.ts: durations in the analyses.
  units: { hours: 'Std.', minutes: 'Min.', seconds: 'Sek.' },
  // docs/app.md#languages "Date fields": src/ui/DayInput.tsx writes days in the UI language's format.
  day: {
    placeholder: 'TT.MM.JJJJ',
    separator: '.',
    invalid: 'Datum als TT.MM.JJJJ eingeben, z. B. 04.03.2026.',
    beforeFrom: '„Bis“ liegt vor „Von“.',
  },
  bar: {
    moduleNavigation: 'Module des Dialogs',
    toDashboard: 'Zum Dashboard',
    backToDashboard: 'Dashboard',
    breadcrumbs: 'Brotkrumen',
    // docs/product/screens.md#top-bar, verbatim.
    newDialog: 'Neuer Dialog',
    // The dialog of the route could not be loaded (SurveyRoute shows why).
    notFound: 'Dialog nicht gefunden',
    notLoaded: 'Dialog nicht geladen',
    // On the multichat analysis until its name is loaded (src/ui/appBar/appBarParts.ts).
    multichatAnalysis: 'Multichat',
    loading: 'loading...',
    dialogLogo: 'Logo des Dialogs',
    productLogo: 'Dialoge – zum Dashboard',
    restart: 'Neu starten',
    refresh: 'Aktualisieren',
    live: 'Live',
    inactive: 'Inaktiv',
    liveSwitchLocked: 'Live-Schaltung ist für diesen Dialog gesperrt.',
    team: 'Team',
    teamTitle: 'Team des Dialogs verwalten',
    toggleFailed: 'Der Dialog konnte nicht umgeschaltet werden.',
    analyseFailed: 'Die Analyse konnte nicht geöffnet werden.',
    close: 'Schließen',
  },
  menu: {
    help: 'Hilfe',
    helpUrl: 'https://hilfe.example.org/dialoge',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    terms: 'AGB',
    admin: 'Admin',
    darkTheme: 'Dunkles Design',
    opensInNewTab: '(öffnet in neuem Tab)',
  },
  // docs/reliability/security.md#findings-3-4-11: only the widget may be shown inside another page's frame.
  framed: {
    notice: 'Diese Seite kann nicht eingebettet angezeigt werden.',
    open: 'In neuem Tab öffnen',
  },
  live: {
    info: 'Informationen',
    logo: 'Logo',
    toolbar: 'Dialogsteuerung',
  },
} as const
