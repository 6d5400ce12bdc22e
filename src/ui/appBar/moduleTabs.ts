import { roleCan, type Role } from '@engine/model'
import { SURVEY_TABS, TAB_CAPABILITY, type SurveyTab } from '../../features/survey/surveyTabs'

/** The survey flags of docs/product/entities.md that switch a module off (0). */
export interface ModuleFlags {
  bearbeiten: 0 | 1
  intrance: 0 | 1
  testen: 0 | 1
  live_switch: 0 | 1
  analyse: 0 | 1
}

/** docs/product/screens.md#top-bar: Bearbeiten-bearbeiten, Trainieren-intrance, Testen-testen, Teilen-live_switch, Analyse-analyse. */
export const TAB_FLAG: Record<SurveyTab, keyof ModuleFlags> = {
  configurator: 'bearbeiten',
  intrance: 'intrance',
  assess: 'testen',
  share: 'live_switch',
  analyse: 'analyse',
}

export interface ModuleTab {
  tab: SurveyTab
  disabled: boolean
  /** Why it is disabled: the caller's role may not use it, or the dialog's flag switched it off. */
  blockedBy: 'role' | 'flag' | null
  active: boolean
}

/**
 * The five tabs in order. Both rules combine (docs/product/roles.md "Refusals"): a tab is disabled
 * when the role may not use it, or when its flag equals 0. While the dialog is not loaded yet
 * role and flags are unknown and the tabs stay enabled (the tab's page waits for the role).
 */
export function moduleTabs(flags: ModuleFlags | null, activeTab: SurveyTab | null, role?: Role | null): ModuleTab[] {
  return SURVEY_TABS.map((tab) => {
    const blockedBy =
      role && !roleCan(role, TAB_CAPABILITY[tab]) ? 'role' : flags?.[TAB_FLAG[tab]] === 0 ? 'flag' : null
    return { tab, disabled: blockedBy !== null, blockedBy, active: tab === activeTab }
  })
}
