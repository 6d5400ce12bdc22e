import type { Capability } from '@engine/api/Endpoint'
import { ROLES, roleCan, type Role } from '@engine/model'

/** docs/product/screens.md#top-bar: the five module tabs, in their order. */
export const SURVEY_TABS = ['configurator', 'intrance', 'assess', 'share', 'analyse'] as const
export type SurveyTab = (typeof SURVEY_TABS)[number]

/** What each tab needs; every member may see the team (get_dialog_permissions needs only `view`). */
export const TAB_CAPABILITY: Record<SurveyTab, Capability> = {
  configurator: 'edit',
  intrance: 'train',
  assess: 'test',
  share: 'view',
  analyse: 'analyse',
}

export function tabsForRole(role: Role): SurveyTab[] {
  return SURVEY_TABS.filter((tab) => roleCan(role, TAB_CAPABILITY[tab]))
}

/** The roles that may use a tab, in the order of docs/product/roles.md (for the disabled tab's tooltip). */
export function rolesForTab(tab: SurveyTab): Role[] {
  return ROLES.filter((role) => roleCan(role, TAB_CAPABILITY[tab]))
}

/**
 * Where a role is sent from a page it may not use: its first tab other than Teilen (the page it
 * works on), else Teilen, which every member may open.
 */
export function homeTab(role: Role): SurveyTab {
  return tabsForRole(role).find((tab) => tab !== 'share') ?? 'share'
}

/**
 * docs/product/roles.md "Refusals": whether the page of a tab may be shown. `waiting` while the
 * role is not known yet (the dialog is loading): the page must not call what the role may refuse.
 * Teilen needs only membership and never waits; an answer without a role (an older server) allows
 * everything, as before, and the server still refuses.
 */
export function tabAccess(
  tab: SurveyTab | null,
  dialog: { loaded: boolean; role: Role | null | undefined },
): 'allowed' | 'waiting' | 'forbidden' {
  if (tab === null || TAB_CAPABILITY[tab] === 'view') return 'allowed'
  if (!dialog.loaded) return 'waiting'
  if (!dialog.role) return 'allowed'
  return roleCan(dialog.role, TAB_CAPABILITY[tab]) ? 'allowed' : 'forbidden'
}

/**
 * The route of a tab. docs/product/screens.md#top-bar: Analyse of a dialog that belongs to a multichat opens
 * the multichat analysis instead.
 */
export function surveyTabPath(tab: SurveyTab, surveyId: string, multichatId: number | null = null): string {
  if (tab === 'analyse' && multichatId !== null) return `/analyse_multichat/${multichatId}`
  return `/${tab}/${encodeURIComponent(surveyId)}`
}
