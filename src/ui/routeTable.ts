import { ui } from '../i18n'
import { routeMeta } from './routeMeta'

const { flow, aufderflucht, page, pageNames } = ui.shell
const gameImage = '/tatort-social.png'

/**
 * One meta per route of docs/product/screens.md#routes, named as in its list of route names; routes that list
 * does not name get a name in the same style. Use as `handle` in src/App.tsx.
 */
export const ROUTE_META = {
  login: routeMeta('Login', { title: page.titleOf(pageNames.login) }),
  loginRefresh: routeMeta('Login_Refresh', { title: page.titleOf(pageNames.loginRefresh) }),
  root: routeMeta('Root'),
  dashboard: routeMeta('Dashboard', { title: page.titleOf(pageNames.dashboard) }),
  configurator: routeMeta('configurator', { title: page.titleOf(pageNames.configurator) }),
  assess: routeMeta('Assess', { title: page.titleOf(pageNames.assess) }),
  assessLive: routeMeta('Assess_live', { live: true }),
  assessLiveExit: routeMeta('Assess_live_exit', { live: true }),
  dialog: routeMeta('Dialog', { live: true }),
  dialogExit: routeMeta('Dialog_exit', { live: true }),
  multichat: routeMeta('Multichat', { title: page.titleOf(pageNames.multichat) }),
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
  impressum: routeMeta('Impressum', { title: page.titleOf(pageNames.impressum) }),
  impressumTatort: routeMeta('Impressum_Tatort', {
    title: page.titleOf(pageNames.impressumTatort),
    favicon: '/favicon-tatort.svg',
  }),
  about: routeMeta('About', { title: page.titleOf(pageNames.about) }),
  datenschutz: routeMeta('Datenschutz', { title: page.titleOf(pageNames.datenschutz) }),
  agb: routeMeta('AGB', { title: page.titleOf(pageNames.agb) }),
  privacy: routeMeta('Privacy', { title: page.titleOf(pageNames.privacy), respondent: true }),
  magicLink: routeMeta('Magic_link', { title: page.titleOf(pageNames.login) }),
  emailValidation: routeMeta('E-Mail_Validation', { title: page.titleOf(pageNames.emailValidation) }),
  resetPassword: routeMeta('E-Mail_Reset_Password', { title: page.titleOf(pageNames.resetPassword) }),
  account: routeMeta('Account', { title: page.titleOf(pageNames.account) }),
  admin: routeMeta('Admin', { title: page.titleOf(pageNames.admin) }),
  analyse: routeMeta('Analyse', { title: page.titleOf(pageNames.analyse) }),
  analyseMultichat: routeMeta('AnalyseMultiChat', { title: page.titleOf(pageNames.analyseMultichat) }),
  intrance: routeMeta('Intrance', { title: page.titleOf(pageNames.training) }),
  intranceOld: routeMeta('Intrance_ai', { title: page.titleOf(pageNames.training) }),
  share: routeMeta('Share', { title: page.titleOf(pageNames.share) }),
  widget: routeMeta('Widget_Only', { live: true }),
} as const
