import { TAB_FLAG, type ModuleFlags } from '../../ui/appBar/moduleTabs'
import { tabsForRole, type SurveyTab } from '../survey/surveyTabs'
import type { MultichatSummary, SurveyListItem } from './surveyListView'

export interface CardTab {
  tab: SurveyTab
  /** False when the dialog's module flag is 0: shown, but not a link (as the module tabs do). */
  enabled: boolean
}

type Flagged = Pick<SurveyListItem, keyof ModuleFlags>

/**
 * docs/product/screens.md "Dashboard": a card offers the tabs its role may use (hidden
 * otherwise), and disables those whose module flag is 0, as the module tabs in the bar do.
 */
export function surveyCardTabs(survey: Pick<SurveyListItem, 'role'> & Flagged): CardTab[] {
  return tabsForRole(survey.role).map((tab) => ({ tab, enabled: survey[TAB_FLAG[tab]] !== 0 }))
}

/** Where the dialog's name leads: its first tab that is offered and on, or nowhere. */
export function firstOpenTab(tabs: readonly CardTab[]): SurveyTab | null {
  return tabs.find((t) => t.enabled)?.tab ?? null
}

/** A multichat card's entry points: the editor (Bearbeiten), the analysis and the live game. */
export interface MultichatCardModules {
  open: boolean
  analyse: boolean
  play: boolean
}

/**
 * docs/multichat.md "Managing multichats": the lead dialog speaks for the game, so its flags
 * switch the card's entries off (bearbeiten: editor, analyse: analysis, live_switch: the live
 * game). Unknown flags (an empty multichat, a lead the editor is no member of) switch nothing off,
 * as the module tabs stay enabled while the flags are unknown.
 */
export function multichatCardModules(
  multichat: Pick<MultichatSummary, 'connected_surveys'>,
  surveys: readonly (Pick<SurveyListItem, 'survey_id'> & Flagged)[],
): MultichatCardModules {
  const leadId = multichat.connected_surveys[0]?.survey_id
  const lead = surveys.find((s) => s.survey_id === leadId)
  return { open: lead?.bearbeiten !== 0, analyse: lead?.analyse !== 0, play: lead?.live_switch !== 0 }
}
