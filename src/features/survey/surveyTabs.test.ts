import { describe, expect, it } from 'vitest'
import { homeTab, rolesForTab, surveyTabPath, tabAccess, tabsForRole } from './surveyTabs'

describe('survey tabs', () => {
  it('offers each role only the tabs docs/design/conventions.md allows', () => {
    expect(tabsForRole('Besitzer')).toEqual(['configurator', 'intrance', 'assess', 'share', 'analyse'])
    expect(tabsForRole('Bearbeiten + Trainieren')).toEqual(['configurator', 'intrance', 'assess', 'share', 'analyse'])
    expect(tabsForRole('Trainieren')).toEqual(['intrance', 'assess', 'share'])
    expect(tabsForRole('Analysieren')).toEqual(['share', 'analyse'])
  })

  it('Analyse of a dialog in a multichat opens the multichat analysis (docs/product/screens.md#top-bar)', () => {
    expect(surveyTabPath('analyse', 'abc', 4)).toBe('/analyse_multichat/4')
    expect(surveyTabPath('analyse', 'abc')).toBe('/analyse/abc')
    expect(surveyTabPath('share', 'abc', 4)).toBe('/share/abc')
  })

  it('names the roles that may use each tab, in the order of docs/product/roles.md', () => {
    expect(rolesForTab('configurator')).toEqual(['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren'])
    expect(rolesForTab('assess')).toEqual(['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren'])
    expect(rolesForTab('analyse')).toEqual(['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Analysieren'])
    expect(rolesForTab('share')).toHaveLength(5)
  })

  it('sends a role from a page it may not use to the tab it works on', () => {
    expect(homeTab('Analysieren')).toBe('analyse')
    expect(homeTab('Trainieren')).toBe('intrance')
    expect(homeTab('Bearbeiten + Trainieren')).toBe('configurator')
  })

  it('shows a tab page only once the role is known and allows it (no call the role would be refused)', () => {
    const as = (role: 'Analysieren' | 'Trainieren' | undefined, loaded = true) => ({ loaded, role })
    expect(tabAccess('assess', as('Analysieren'))).toBe('forbidden')
    expect(tabAccess('configurator', as('Trainieren'))).toBe('forbidden')
    expect(tabAccess('intrance', as('Analysieren'))).toBe('forbidden')
    expect(tabAccess('analyse', as('Trainieren'))).toBe('forbidden')
    expect(tabAccess('assess', as('Trainieren'))).toBe('allowed')
    expect(tabAccess('analyse', as('Analysieren'))).toBe('allowed')
    // Not loaded yet: wait, except Teilen, which every member may open.
    expect(tabAccess('assess', as(undefined, false))).toBe('waiting')
    expect(tabAccess('share', as(undefined, false))).toBe('allowed')
    expect(tabAccess('share', as('Analysieren'))).toBe('allowed')
    // An answer without a role (older server): the server still refuses.
    expect(tabAccess('configurator', as(undefined))).toBe('allowed')
    // A route that is no tab (nothing to decide).
    expect(tabAccess(null, as(undefined, false))).toBe('allowed')
  })
})
