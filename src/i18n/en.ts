import type { CatalogueShape } from './catalogueShape'
import type { de } from './de'
import { legal } from './de/legal'
import { admin } from './en/admin'
import { analyse } from './en/analyse'
import { analyseMultichat } from './en/analyseMultichat'
import { assess } from './en/assess'
import { auth } from './en/auth'
import { configurator } from './en/configurator'
import { configuratorInspector } from './en/configuratorInspector'
import { configuratorSettings } from './en/configuratorSettings'
import { dashboard } from './en/dashboard'
import { multichat } from './en/multichat'
import { multichatManage } from './en/multichatManage'
import { publishing } from './en/publishing'
import { errors } from './en/errors'
import { presence } from './en/presence'
import { versionHistory } from './en/versionHistory'
import { checks } from './en/checks'
import { paths } from './en/paths'
import { simulation } from './en/simulation'
import { sharing } from './en/sharing'
import { shell } from './en/shell'
import { survey } from './en/survey'
import { training } from './en/training'
import { respondentEn } from './respondent/en'

/** The shape every UI catalogue has: the German one's keys, any words (docs/app.md#languages). */
export type Catalogue = CatalogueShape<typeof de>

/**
 * English UI texts for editors who chose English in their account settings. Same shape as `de`
 * (the type makes a missing or extra key a compile error). The respondent-facing parts
 * (`live`, `multichatLive`) are the English respondent texts. The legal pages stay German: they
 * are the operator's binding German texts (docs/app.md#languages).
 */
export const en: Catalogue = {
  productName: 'Dialogs',
  appBar: {
    settings: 'Settings',
    logout: 'Log out',
    login: 'Log in',
    userMenu: 'User menu',
  },
  login: {
    title: 'Log in',
    intro: 'Log in to edit your dialogs.',
    username: 'Email',
    password: 'Password',
    submit: 'Log in',
    noResponse: 'Error.',
    passwordExpired: 'Your password has expired. Please reset your password.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    invalidCredentials: 'Invalid credentials',
  },
  session: {
    loggedOut: 'You have been logged out. Please log in again.',
    checking: 'Checking your login …',
  },
  auth,
  dashboard,
  sharing,
  survey,
  shell,
  legal: { ...legal, footer: 'Legal', backToStart: 'To the start page' },
  admin,
  live: respondentEn.live,
  respondentSettings: respondentEn.settings,
  assess,
  configurator,
  configuratorInspector,
  configuratorSettings,
  multichat,
  multichatManage,
  analyseMultichat,
  analyse,
  multichatLive: respondentEn.multichatLive,
  training,
  publishing,
  presence,
  versionHistory,
  checks,
  paths,
  simulation,
  errors,
}
