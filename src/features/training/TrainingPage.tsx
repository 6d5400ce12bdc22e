import { Button, NonIdealState } from '@blueprintjs/core'
import { roleCan } from '@engine/model'
import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { useTopBarAction } from '../../ui/topBarActions'
import { currentSurvey } from '../survey/currentSurvey'
import { TrainingWorkspace } from './TrainingWorkspace'
import { TrainingContext } from './useTraining'
import { useTrainingSession } from './useTrainingSession'
import './training.css'
import { Spinner } from '../../ui/Spinner'

const t = uiTexts.training

/** /intrance/{survey_id} (Intrance) and /intrance_old/{survey_id} (Intrance_ai), the Trainieren tab. */
export function TrainingPage({ withSuggestions }: { withSuggestions: boolean }) {
  const { survey_id: surveyId = '' } = useParams()
  const current = useSnapshot(currentSurvey)
  const loaded = current.surveyId === surveyId ? current.survey : null
  // SurveyRoute already refuses a role without 'train'; this keeps the page from asking what the server would refuse.
  const mayTrain = loaded ? !loaded.role || roleCan(loaded.role, 'train') : null
  const { load, reload } = useTrainingSession(surveyId, mayTrain === true)
  useTopBarAction('liveToggled', reload)

  if (mayTrain === false)
    return (
      <main className="page">
        <NonIdealState icon="lock" title={t.noPermission} description={t.noPermissionText} />
      </main>
    )
  if (mayTrain === null || load.phase === 'loading')
    return (
      <main className="page">
        <NonIdealState icon={<Spinner label={t.loading} />} title={t.loading} />
      </main>
    )
  if (load.phase === 'failed') {
    return (
      <main className="page">
        <NonIdealState
          icon="error"
          title={t.loadFailed}
          description={load.failure.msg}
          action={<Button onClick={reload} text={t.retry} />}
        />
      </main>
    )
  }
  return (
    <TrainingContext.Provider value={load.session}>
      <TrainingWorkspace key={load.session.surveyId} withSuggestions={withSuggestions} />
    </TrainingContext.Provider>
  )
}
