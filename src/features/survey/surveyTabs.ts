import type { Capability } from '@engine/api/Endpoint'
import { roleCan, type Role } from '@engine/model'

/** docs/product/screens.md#top-bar: the five module tabs, in their order. */
export const SURVEY_TABS = ['configurator', 'intrance', 'assess', 'share', 'analyse'] as const
export type SurveyTab = (typeof SURVEY_TABS)[number]

/** What each tab needs; every member may see the team (get_dialog_permissions needs only `view`). */
const tabCapability: Record<SurveyTab, Capability> = {
  configurator: 'edit',
  intrance: 'train',
  assess: 'test',
  share: 'view',
  analyse: 'analyse',
}

export function tabsForRole(role: Role): SurveyTab[] {
  return SURVEY_TABS.filter((tab) => roleCan(role, tabCapability[tab]))
}

/**
 * The route of a tab. docs/product/screens.md#top-bar: Analyse of a dialog that belongs to a dialog manager opens
 * the multichat analysis instead.
 */
export function surveyTabPath(tab: SurveyTab, surveyId: string, dialogManagerId: number | null = null): string {
  if (tab === 'analyse' && dialogManagerId !== null) return `/analyse_multichat/${dialogManagerId}`
  return `/${tab}/${encodeURIComponent(surveyId)}`
}
