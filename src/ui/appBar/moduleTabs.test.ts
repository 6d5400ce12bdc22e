import { ROLES, type Role } from '@engine/model'
import { describe, expect, it } from 'vitest'
import type { SurveyTab } from '../../features/survey/surveyTabs'
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

  describe('follow the role (docs/product/roles.md "Refusals")', () => {
    /** role x tab: 'on' where the role may use the tab. */
    const table: Record<Role, Record<SurveyTab, 'on' | 'off'>> = {
      Besitzer: { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
      'Voller Zugriff': { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
      'Bearbeiten + Trainieren': { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
      Trainieren: { configurator: 'off', intrance: 'on', assess: 'on', share: 'on', analyse: 'off' },
      Analysieren: { configurator: 'off', intrance: 'off', assess: 'off', share: 'on', analyse: 'on' },
    }

    it.each(ROLES.map((role) => [role] as const))('%s: the tabs of the table, disabled by role', (role) => {
      const tabs = moduleTabs(allOn, null, role)
      expect(Object.fromEntries(tabs.map((t) => [t.tab, t.disabled ? 'off' : 'on']))).toEqual(table[role])
      for (const t of tabs) expect(t.blockedBy).toBe(t.disabled ? 'role' : null)
    })

    it('combine with the flags: a flag switches off a tab the role may use, the role one the flag allows', () => {
      const tabs = moduleTabs({ ...allOn, intrance: 0, analyse: 0 }, null, 'Trainieren')
      expect(tabs.map((t) => [t.tab, t.blockedBy])).toEqual([
        ['configurator', 'role'],
        ['intrance', 'flag'],
        ['assess', null],
        ['share', null],
        ['analyse', 'role'],
      ])
    })

    it('leave the tabs to the flags while the role is unknown (dialog loading, or an older server)', () => {
      expect(disabledTabs(null)).toEqual([])
      expect(moduleTabs(allOn, null, undefined).every((t) => !t.disabled)).toBe(true)
    })
  })
})
