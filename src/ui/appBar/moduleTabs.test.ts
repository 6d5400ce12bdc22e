import { describe, expect, it } from 'vitest'
import { moduleTabs, type ModuleFlags } from './moduleTabs'

const allOn: ModuleFlags = { bearbeiten: 1, intrance: 1, testen: 1, live_switch: 1, analyse: 1 }

function disabledTabs(flags: ModuleFlags | null) {
  return moduleTabs(flags, null)
    .filter((tab) => tab.disabled)
    .map((tab) => tab.tab)
}

describe('the five module tabs (docs/product/screens.md#top-bar)', () => {
  it('come in the order Bearbeiten, Trainieren, Testen, Teilen, Analyse', () => {
    expect(moduleTabs(allOn, null).map((tab) => tab.tab)).toEqual([
      'configurator',
      'intrance',
      'assess',
      'share',
      'analyse',
    ])
  })

  it('are all enabled when every flag is 1', () => {
    expect(disabledTabs(allOn)).toEqual([])
  })

  it.each([
    ['bearbeiten', 'configurator'],
    ['intrance', 'intrance'],
    ['testen', 'assess'],
    ['live_switch', 'share'],
    ['analyse', 'analyse'],
  ] as const)('disable only the tab whose flag %s is 0', (flag, tab) => {
    expect(disabledTabs({ ...allOn, [flag]: 0 })).toEqual([tab])
  })

  it('disable all tabs when every flag is 0', () => {
    expect(disabledTabs({ bearbeiten: 0, intrance: 0, testen: 0, live_switch: 0, analyse: 0 })).toHaveLength(5)
  })

  it('stay enabled while the flags are not loaded yet', () => {
    expect(disabledTabs(null)).toEqual([])
  })

  it('mark the tab of the current route as active', () => {
    expect(
      moduleTabs(allOn, 'share')
        .filter((tab) => tab.active)
        .map((tab) => tab.tab),
    ).toEqual(['share'])
  })
})
