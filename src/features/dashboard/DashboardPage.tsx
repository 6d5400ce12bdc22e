import { H1, NonIdealState } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { de } from '../../i18n/de'
import { editorSession } from '../../session/editorSession'
import { AppBar } from '../../ui/AppBar'
import { displayName } from '../../ui/userDisplay'

/** / and /dashboard: for now only the greeting; the dialog list follows. */
export function DashboardPage() {
  const session = useSnapshot(editorSession)

  return (
    <>
      <AppBar />
      <main className="page">
        <H1>{de.dashboard.title}</H1>
        <p className="dashboard-welcome">{de.dashboard.welcome(displayName(session))}</p>
        <NonIdealState icon="chat" title={de.dashboard.emptyTitle} description={de.dashboard.emptyText} />
      </main>
    </>
  )
}
