import { ui } from '../i18n'
import { routeMeta } from './routeMeta'

const { flow, aufderflucht, page } = ui.shell
const gameImage = '/tatort-social.png'

/**
 * One meta per route of docs/product/screens.md#routes, named as in its list of route names; routes that list
 * does not name get a name in the same style. Use as `handle` in src/App.tsx.
 */
export const ROUTE_META = {
  login: routeMeta('Login', { title: page.titleOf('Anmelden') }),
  loginRefresh: routeMeta('Login_Refresh', { title: page.titleOf('Erneut anmelden') }),
  root: routeMeta('Root'),
  dashboard: routeMeta('Dashboard', { title: page.titleOf('Meine Dialoge') }),
  configurator: routeMeta('configurator', { title: page.titleOf('Bearbeiten') }),
  assess: routeMeta('Assess', { title: page.titleOf('Testen') }),
  assessLive: routeMeta('Assess_live', { live: true }),
  assessLiveExit: routeMeta('Assess_live_exit', { live: true }),
  dialog: routeMeta('Dialog', { live: true }),
  dialogExit: routeMeta('Dialog_exit', { live: true }),
  multichat: routeMeta('Multichat', { title: page.titleOf('Multichat') }),
  multichatLive: routeMeta('Multichat_live', { live: true }),
  flow: routeMeta('Multichat_Flow', {
    live: true,
    title: flow.title,
    description: flow.description,
    favicon: '/favicon-tatort.svg',
    social: { title: flow.title, description: flow.description, image: gameImage },
  }),
  aufderflucht: routeMeta('Multichat_Aufderflucht', {
    live: true,
    title: aufderflucht.title,
    description: aufderflucht.description,
    favicon: '/favicon-tatort.svg',
    social: { title: aufderflucht.title, description: aufderflucht.description, image: gameImage },
  }),
  impressum: routeMeta('Impressum', { title: page.titleOf('Impressum') }),
  impressumTatort: routeMeta('Impressum_Tatort', {
    title: page.titleOf('Impressum Tatort-Game'),
    favicon: '/favicon-tatort.svg',
  }),
  about: routeMeta('About', { title: page.titleOf('Über Dialoge') }),
  datenschutz: routeMeta('Datenschutz', { title: page.titleOf('Datenschutz') }),
  agb: routeMeta('AGB', { title: page.titleOf('AGB') }),
  privacy: routeMeta('Privacy', { title: page.titleOf('Datenschutzhinweise'), respondent: true }),
  magicLink: routeMeta('Magic_link', { title: page.titleOf('Anmelden') }),
  emailValidation: routeMeta('E-Mail_Validation', { title: page.titleOf('E-Mail bestätigen') }),
  resetPassword: routeMeta('E-Mail_Reset_Password', { title: page.titleOf('Passwort zurücksetzen') }),
  account: routeMeta('Account', { title: page.titleOf('Einstellungen') }),
  admin: routeMeta('Admin', { title: page.titleOf('Admin') }),
  analyse: routeMeta('Analyse', { title: page.titleOf('Analyse') }),
  analyseMultichat: routeMeta('AnalyseMultiChat', { title: page.titleOf('Analyse Tatort-Game') }),
  intrance: routeMeta('Intrance', { title: page.titleOf('Trainieren') }),
  intranceOld: routeMeta('Intrance_ai', { title: page.titleOf('Trainieren') }),
  share: routeMeta('Share', { title: page.titleOf('Teilen') }),
  widget: routeMeta('Widget_Only', { live: true }),
} as const
