import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts of the app shell (top bars, user menu, page metadata); `en.shell`. */
export const shell: CatalogueShape<typeof de.shell> = {
  page: {
    title: 'Dialogs – a better learning experience',
    description: 'Experience dialogs in a chat: surveys, assessments and games for a better learning experience.',
    titleOf: (page: string) => `${page} · Dialogs`,
  },
  pageNames: {
    login: 'Log in',
    loginRefresh: 'Log in again',
    dashboard: 'My dialogs',
    configurator: 'Edit',
    assess: 'Test',
    multichat: 'Multichat',
    impressum: 'Legal notice',
    impressumTatort: 'Legal notice Tatort game',
    about: 'About Dialogs',
    datenschutz: 'Privacy policy',
    agb: 'Terms',
    privacy: 'Privacy notes',
    emailValidation: 'Confirm email',
    resetPassword: 'Reset password',
    account: 'Settings',
    admin: 'Admin',
    analyse: 'Analyse',
    analyseMultichat: 'Multichat analysis',
    training: 'Train',
    share: 'Share',
  },
  // The games are German; their titles stay German for the respondents (docs/app.md#languages).
  flow: {
    title: 'Tatort-Game: Der Fall im Chat',
    description: 'Ermitteln Sie im Chat: Befragen Sie Zeuginnen, Zeugen und Verdächtige und lösen Sie den Fall.',
  },
  aufderflucht: {
    title: 'Auf der Flucht – ein Tatort-Game im Chat',
    description:
      'Ein Verdächtiger ist auf der Flucht. Sammeln Sie im Chat Hinweise und finden Sie heraus, wohin er will.',
  },
  units: { hours: 'h', minutes: 'min', seconds: 's' },
  // docs/app.md#languages "Date fields": src/ui/DayInput.tsx writes days in the UI language's format.
  day: {
    placeholder: 'DD/MM/YYYY',
    separator: '/',
    invalid: 'Enter the date as DD/MM/YYYY, e.g. 04/03/2026.',
    beforeFrom: '“To” is before “From”.',
  },
  bar: {
    moduleNavigation: 'Modules of the dialog',
    toDashboard: 'To the dashboard',
    backToDashboard: 'Dashboard',
    breadcrumbs: 'Breadcrumbs',
    newDialog: 'New dialog',
    // The dialog of the route could not be loaded (SurveyRoute shows why).
    notFound: 'Dialog not found',
    notLoaded: 'Dialog not loaded',
    multichatAnalysis: 'Multichat',
    loading: 'loading...',
    dialogLogo: 'Logo of the dialog',
    productLogo: 'Dialogs – to the dashboard',
    restart: 'Restart',
    refresh: 'Refresh',
    live: 'Live',
    inactive: 'Inactive',
    liveSwitchLocked: 'Going live is locked for this dialog.',
    team: 'Team',
    teamTitle: 'Manage the team of the dialog',
    toggleFailed: 'The dialog could not be switched.',
    analyseFailed: 'The analysis could not be opened.',
    close: 'Close',
  },
  menu: {
    help: 'Help',
    helpUrl: 'https://hilfe.example.org/dialoge',
    privacy: 'Privacy',
    imprint: 'Imprint',
    terms: 'Terms',
    admin: 'Admin',
    darkTheme: 'Dark theme',
    opensInNewTab: '(opens in a new tab)',
  },
  framed: {
    notice: 'This page cannot be shown embedded in another page.',
    open: 'Open in a new tab',
  },
  live: {
    info: 'Information',
    logo: 'Logo',
    toolbar: 'Dialog controls',
  },
}
