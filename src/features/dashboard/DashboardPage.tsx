import { Button, Callout, H1, Intent } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { editorSession } from '../../session/editorSession'
import { displayName } from '../../ui/userDisplay'
import { SharingDialog } from '../sharing/SharingDialog'
import { CreateMultichatDialog } from './CreateMultichatDialog'
import { CreateSurveyDialog } from './CreateSurveyDialog'
import { DashboardContent } from './DashboardContent'
import { DashboardToolbar } from './DashboardToolbar'
import { DeleteSurveyAlert } from './DeleteSurveyAlert'
import { dashboardStore, dismissActionError, loadDashboard } from './dashboardStore'
import type { SurveyListItem } from './surveyListView'
import './dashboard.css'

/** / and /dashboard: the editor's own and shared dialogs and multichats. */
export function DashboardPage() {
  const session = useSnapshot(editorSession)
  const { actionError, busySurveyId } = useSnapshot(dashboardStore)
  const [creating, setCreating] = useState(false)
  const [creatingMultichat, setCreatingMultichat] = useState(false)
  const [teamFor, setTeamFor] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<SurveyListItem | null>(null)

  // Every visit reloads: dialogs may have been renamed, shared or deleted elsewhere meanwhile.
  useEffect(() => {
    void loadDashboard()
  }, [])

  return (
    <>
      <main className="page">
        <div className="dashboard-header">
          <H1>{uiTexts.dashboard.title}</H1>
          <div className="dashboard-header-actions">
            <Button icon="chat" text={uiTexts.multichatManage.create} onClick={() => setCreatingMultichat(true)} />
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text={uiTexts.dashboard.create}
              onClick={() => setCreating(true)}
            />
          </div>
        </div>
        <p className="dashboard-welcome">{uiTexts.dashboard.welcome(displayName(session))}</p>
        <DashboardToolbar />
        {actionError && (
          <Callout intent={Intent.DANGER} role="alert" title={actionError.text} className="page-callout">
            <p>{actionError.failure.msg}</p>
            <Button size="small" text={uiTexts.dashboard.dismiss} onClick={dismissActionError} />
          </Callout>
        )}
        <DashboardContent onTeam={setTeamFor} onDelete={setDeleting} />
      </main>
      <CreateSurveyDialog isOpen={creating} onClose={() => setCreating(false)} />
      <CreateMultichatDialog isOpen={creatingMultichat} onClose={() => setCreatingMultichat(false)} />
      {teamFor && <SharingDialog surveyId={teamFor} isOpen onClose={() => setTeamFor(null)} />}
      <DeleteSurveyAlert
        survey={deleting}
        busy={deleting !== null && busySurveyId === deleting.survey_id}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
