import { Button, NonIdealState } from '@blueprintjs/core'
import { roleCan } from '@engine/model'
import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { useTopBarAction } from '../../ui/topBarActions'
import { currentSurvey } from '../survey/currentSurvey'
import { ConfiguratorWorkspace } from './ConfiguratorWorkspace'
import { SessionContext } from './useConfigurator'
import { useConfiguratorSession } from './useConfiguratorSession'
import './configurator.css'
import { Spinner } from '../../ui/Spinner'

const t = uiTexts.configurator

/**
 * /configurator/{survey_id}, the Bearbeiten tab. SurveyRoute has loaded the dialog for the bar
 * (with the caller's role); the editing session loads the configurator data itself.
 */
export function ConfiguratorPage() {
  const { survey_id: surveyId = '' } = useParams()
  const current = useSnapshot(currentSurvey)
  const loaded = current.surveyId === surveyId ? current.survey : null
  // A role the server did not name is not ours to second-guess: the server checks anyway.
  const mayEdit = loaded ? !loaded.role || roleCan(loaded.role, 'edit') : null
  const { load, reload } = useConfiguratorSession(surveyId, mayEdit === true)
  useTopBarAction('liveToggled', reload)

  if (mayEdit === false) {
    return (
      <main className="page">
        <NonIdealState icon="lock" title={t.noPermission} description={t.noPermissionText} />
      </main>
    )
  }
  if (mayEdit === null || load.phase === 'loading') {
    return (
      <main className="page">
        <NonIdealState icon={<Spinner label={t.loading} />} title={t.loading} />
      </main>
    )
  }
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
    <SessionContext.Provider value={load.session}>
      <ConfiguratorWorkspace key={load.session.surveyId} />
    </SessionContext.Provider>
  )
}
