import { browserStorage } from '../../session/browserStorage'
import type { FeedbackKind } from '../survey/editFeedback'
import { api, editorToken, renewEditorToken } from '../../session/api'
import { onUserReturns } from '../../session/onUserReturns'
import { type OpenedSession, useOpenedSession } from '../survey/useOpenedSession'
import { showToast } from '../../ui/toasts'
import { loadMultichatStatus } from '../survey/multichatStatus'
import { ConfiguratorResponse } from '@engine/api/surveys'
import { QualityResponse } from '@engine/api/training'
import type { TransportCall } from '@engine/index'
import { type ConfiguratorSession, openConfiguratorSession } from './configuratorSession'
import { loadExamples } from '../training/loadExamples'
import { currentSurvey } from '../survey/currentSurvey'
import { roleCan } from '@engine/model'
import { httpAnalyseApi } from '../analyse/analyseApi'
import { ui } from '../../i18n'

export type SessionLoad = OpenedSession<ConfiguratorSession>

/** The real respondents' paths need the right to analyse; without it the panel says so instead of a 403. */
const realPaths = async (surveyId: string) => {
  const role = currentSurvey.surveyId === surveyId ? currentSurvey.survey?.role : undefined
  if (role && !roleCan(role, 'analyse')) throw new Error(ui.paths.realNotAllowed)
  return (await httpAnalyseApi.paths(surveyId, { from: '', to: '' })).picture
}

const deps = {
  load: async (surveyId: string) =>
    ConfiguratorResponse.parse(
      await api('POST', '/api/get_survey_data_configurator', { body: { survey_id: surveyId } }),
    ),
  transport: { send: (call: TransportCall) => api(call.method, call.path, { body: call.body }) },
  report: (message: string, kind?: FeedbackKind) => showToast(message, kind === 'notice' ? 'warning' : 'danger'),
  storage: browserStorage(),
  quality: async (surveyId: string, blockId: string) =>
    QualityResponse.parse(
      await api('GET', `/api/surveys/${encodeURIComponent(surveyId)}/training/${encodeURIComponent(blockId)}/quality`),
    ),
  examples: async (surveyId: string, blockIds: string[]) => {
    const role = currentSurvey.surveyId === surveyId ? currentSurvey.survey?.role : undefined
    // Without Trainieren the examples are not readable (403): the intents answer with their labels.
    return role && !roleCan(role, 'train') ? [] : loadExamples(api, surveyId, blockIds)
  },
  realPaths,
  connectedDialogs: async (surveyId: string) =>
    (await loadMultichatStatus(surveyId)).connected_status.connected_surveys,
  onReturn: (callback: () => void) => onUserReturns(callback),
  coediting: {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
    token: editorToken,
    renewToken: renewEditorToken,
    presence: (surveyId: string, body: unknown) =>
      api('POST', `/api/surveys/${encodeURIComponent(surveyId)}/presence`, { body }),
    onWake: onNetworkOrPageBack,
    onNetworkLost: (callback: () => void) => {
      if (typeof window === 'undefined') return () => {}
      window.addEventListener('offline', callback)
      return () => window.removeEventListener('offline', callback)
    },
    isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  },
}

/** The browser is online again, or the page is shown again: the co-editing stream reconnects without waiting. */
function onNetworkOrPageBack(callback: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {}
  const shown = () => {
    if (document.visibilityState === 'visible') callback()
  }
  window.addEventListener('online', callback)
  document.addEventListener('visibilitychange', shown)
  return () => {
    window.removeEventListener('online', callback)
    document.removeEventListener('visibilitychange', shown)
  }
}

/**
 * Opens the dialog's editing session while the page is shown and closes it after; `reload`
 * opens a fresh one (after the live toggle, docs/product/states.md). `enabled` is false while the role is
 * unknown or may not edit: the configurator call would answer 403.
 */
export function useConfiguratorSession(surveyId: string, enabled: boolean): { load: SessionLoad; reload: () => void } {
  return useOpenedSession(enabled ? () => openConfiguratorSession(surveyId, deps) : null, [surveyId])
}
