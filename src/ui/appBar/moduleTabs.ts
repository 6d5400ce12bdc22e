import { SURVEY_TABS, type SurveyTab } from '../../features/survey/surveyTabs'

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
  active: boolean
}

/**
 * The five tabs in order. A tab is disabled when its flag equals 0; while the dialog is not
 * loaded yet the flags are unknown and the tabs stay enabled (the server refuses what is off).
 */
export function moduleTabs(flags: ModuleFlags | null, activeTab: SurveyTab | null): ModuleTab[] {
  return SURVEY_TABS.map((tab) => ({ tab, disabled: flags?.[TAB_FLAG[tab]] === 0, active: tab === activeTab }))
}
