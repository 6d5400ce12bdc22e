import { api } from '../../session/api'
import { showToast } from '../../ui/toasts'
import { type OpenedSession, useOpenedSession } from '../survey/useOpenedSession'
import { type TrainingDeps, openTrainingSession, type TrainingSession } from './trainingSession'

const deps: TrainingDeps = {
  request: (method, path, options) => api(method, path, options),
  report: (message, kind) => showToast(message, kind === 'notice' ? 'warning' : 'danger'),
}

/** Opens the dialog's training session while the page is shown; `enabled` waits for the role. */
export function useTrainingSession(
  surveyId: string,
  enabled: boolean,
): { load: OpenedSession<TrainingSession>; reload: () => void } {
  return useOpenedSession(enabled ? () => openTrainingSession(surveyId, deps) : null, [surveyId])
}
