import { assess } from './de/assess'
import { auth } from './de/auth'
import { dashboard } from './de/dashboard'
import { live } from './de/live'
import { respondentSettings } from './de/respondentSettings'
import { sharing } from './de/sharing'
import { survey } from './de/survey'
import { shell } from './de/shell'
import { legal } from './de/legal'
import { admin } from './de/admin'
import { configurator } from './de/configurator'
import { multichatLive } from './de/multichatLive'
import { multichat } from './de/multichat'
import { multichatManage } from './de/multichatManage'
import { analyseMultichat } from './de/analyseMultichat'
import { analyse } from './de/analyse'
import { training } from './de/training'
import { configuratorInspector } from './de/configuratorInspector'
import { configuratorSettings } from './de/configuratorSettings'
import { publishing } from './de/publishing'
import { errors } from './de/errors'
import { presence } from './de/presence'
import { versionHistory } from './de/versionHistory'
import { checks } from './de/checks'
import { paths } from './de/paths'
import { simulation } from './de/simulation'

/**
 * German UI texts. Strings quoted in docs/product/ are copied here once, verbatim; components and
 * tests import them instead of repeating literals.
 */
export const de = {
  productName: 'Dialoge',
  appBar: {
    settings: 'Einstellungen',
    logout: 'Abmelden',
    login: 'Anmelden',
    userMenu: 'Benutzermenü',
  },
  login: {
    title: 'Anmelden',
    intro: 'Melden Sie sich an, um Ihre Dialoge zu bearbeiten.',
    username: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    // docs/product/errors.md, login errors.
    noResponse: 'Fehler.',
    passwordExpired: 'Ihr Passwort ist abgelaufen. Bitte setzen Sie Ihr Passwort zurück.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    invalidCredentials: 'Invalid credentials',
  },
  session: {
    // docs/product/states.md (logout) and docs/product/errors.md (token verification fails on a protected route).
    loggedOut: 'Sie wurden abgemeldet. Bitte erneut anmelden.',
    checking: 'Anmeldung wird geprüft …',
  },
  auth,
  dashboard,
  sharing,
  survey,
  shell,
  legal,
  admin,
  live,
  respondentSettings,
  assess,
  configurator,
  configuratorInspector,
  configuratorSettings,
  multichat,
  multichatManage,
  analyseMultichat,
  analyse,
  multichatLive,
  training,
  publishing,
  presence,
  versionHistory,
  checks,
  paths,
  simulation,
  errors,
} as const
