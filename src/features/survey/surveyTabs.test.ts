import { describe, expect, it } from 'vitest'
import { surveyTabPath, tabsForRole } from './surveyTabs'

describe('survey tabs', () => {
  it('offers each role only the tabs docs/design/conventions.md allows', () => {
    expect(tabsForRole('Besitzer')).toEqual(['configurator', 'intrance', 'assess', 'share', 'analyse'])
    expect(tabsForRole('Bearbeiten + Trainieren')).toEqual(['configurator', 'intrance', 'assess', 'share', 'analyse'])
    expect(tabsForRole('Trainieren')).toEqual(['intrance', 'assess', 'share'])
    expect(tabsForRole('Analysieren')).toEqual(['share', 'analyse'])
  })

  it('Analyse of a dialog in a dialog manager opens the multichat analysis (docs/product/screens.md#top-bar)', () => {
    expect(surveyTabPath('analyse', 'abc', 4)).toBe('/analyse_multichat/4')
    expect(surveyTabPath('analyse', 'abc')).toBe('/analyse/abc')
    expect(surveyTabPath('share', 'abc', 4)).toBe('/share/abc')
  })
})
