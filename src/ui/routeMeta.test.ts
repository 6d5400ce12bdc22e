import { describe, expect, it } from 'vitest'
import { resolveRouteMeta, routeMeta, topBarFor } from './routeMeta'
import { ROUTE_META } from './routeTable'

describe('which top bar a route gets (docs/product/screens.md#top-bar)', () => {
  it.each([
    'Privacy',
    'Login',
    'Datenschutz',
    'E-Mail_Validation',
    'E-Mail_Reset_Password',
    'Magic_link',
    'Login_Refresh',
    'Widget_Only',
    'About',
  ])('hides the bar on %s', (name) => expect(topBarFor(name)).toBe('none'))

  it('hides the bar on any route whose name contains Multichat, live or not', () => {
    expect(topBarFor('Multichat')).toBe('none')
    expect(topBarFor('Multichat_live', true)).toBe('none')
    expect(topBarFor('Multichat_Flow', true)).toBe('none')
  })

  it('keeps the app bar on the multichat analysis, whose name spells MultiChat', () => {
    expect(topBarFor('AnalyseMultiChat')).toBe('app')
  })

  it('hides the bar on routes with no name', () => {
    expect(topBarFor(undefined)).toBe('none')
    expect(topBarFor('')).toBe('none')
  })

  it('gives routes marked live the live bar and all others the app bar', () => {
    expect(topBarFor('Dialog', true)).toBe('live')
    expect(topBarFor('Assess_live', true)).toBe('live')
    expect(topBarFor('Dashboard')).toBe('app')
    expect(topBarFor('Assess')).toBe('app')
  })

  it('assigns every route of the route table its bar', () => {
    const bars = Object.fromEntries(Object.entries(ROUTE_META).map(([key, meta]) => [key, meta.topBar]))
    expect(bars).toEqual({
      login: 'none',
      loginRefresh: 'none',
      root: 'app',
      dashboard: 'app',
      configurator: 'app',
      assess: 'app',
      assessLive: 'live',
      assessLiveExit: 'live',
      dialog: 'live',
      dialogExit: 'live',
      multichat: 'none',
      multichatLive: 'none',
      flow: 'none',
      aufderflucht: 'none',
      impressum: 'app',
      impressumTatort: 'app',
      about: 'none',
      datenschutz: 'none',
      agb: 'app',
      privacy: 'none',
      magicLink: 'none',
      emailValidation: 'none',
      resetPassword: 'none',
      account: 'app',
      admin: 'app',
      analyse: 'app',
      analyseMultichat: 'app',
      intrance: 'app',
      intranceOld: 'app',
      share: 'app',
      widget: 'none',
    })
  })
})

describe('resolving the meta of the matched routes', () => {
  it('takes the deepest match that has a meta, so handle-less children keep their parent’s', () => {
    const analyse = routeMeta('Analyse')
    expect(resolveRouteMeta([{ handle: undefined }, { handle: analyse }, { handle: undefined }])).toBe(analyse)
    expect(resolveRouteMeta([{ handle: routeMeta('Dashboard') }, { handle: analyse }])).toBe(analyse)
  })

  it('treats matches without a meta as a route with no name (no bar)', () => {
    expect(resolveRouteMeta([])).toEqual({ name: '', topBar: 'none' })
    expect(resolveRouteMeta([{ handle: { something: 'else' } }, {}])).toEqual({ name: '', topBar: 'none' })
  })

  it('keeps the page overrides of a route', () => {
    expect(ROUTE_META.flow).toMatchObject({ name: 'Multichat_Flow', favicon: '/favicon-tatort.svg' })
    expect(ROUTE_META.flow.social?.image).toBe('/tatort-social.png')
    expect(ROUTE_META.aufderflucht.title).not.toBe(ROUTE_META.flow.title)
  })
})
