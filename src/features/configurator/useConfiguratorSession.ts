import { browserStorage } from '../../session/browserStorage'
import type { FeedbackKind } from '../survey/editFeedback'
import { api } from '../../session/api'
import { onUserReturns } from '../../session/onUserReturns'
import { type OpenedSession, useOpenedSession } from '../survey/useOpenedSession'
import { showToast } from '../../ui/toasts'
import { ConfiguratorResponse } from '@engine/api/surveys'
import type { TransportCall } from '@engine/index'
import { type ConfiguratorSession, openConfiguratorSession } from './configuratorSession'

export type SessionLoad = OpenedSession<ConfiguratorSession>

const deps = {
  load: async (surveyId: string) =>
    ConfiguratorResponse.parse(
      await api('POST', '/api/get_survey_data_configurator', { body: { survey_id: surveyId } }),
    ),
  transport: { send: (call: TransportCall) => api(call.method, call.path, { body: call.body }) },
  report: (message: string, kind?: FeedbackKind) => showToast(message, kind === 'notice' ? 'warning' : 'danger'),
  storage: browserStorage(),
  onReturn: (callback: () => void) => onUserReturns(callback),
}

/**
 * Opens the dialog's editing session while the page is shown and closes it after; `reload`
 * opens a fresh one (after the live toggle, docs/product/states.md). `enabled` is false while the role is
 * unknown or may not edit: the configurator call would answer 403.
 */
export function useConfiguratorSession(surveyId: string, enabled: boolean): { load: SessionLoad; reload: () => void } {
  return useOpenedSession(enabled ? () => openConfiguratorSession(surveyId, deps) : null, [surveyId])
}
