import { Button, NonIdealState } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { ManagerCanvas } from './canvas/ManagerCanvas'
import { ConnectDialog } from './ConnectDialog'
import { DisconnectConfirm } from './DisconnectConfirm'
import { EmptyManagerHint } from './manage/EmptyManagerHint'
import { ManagerTitle } from './manage/ManagerTitle'
import type { ManagerSession } from './managerSession'
import { MultichatToolbar } from './MultichatToolbar'
import { TestDrawer } from './testing/TestDrawer'
import { ManagerContext } from './useManager'
import { useManagerSession } from './useManagerSession'
import { useManagerShortcuts } from './useManagerShortcuts'
import { useManagerPresence } from './useManagerPresence'
import { PresenceContext } from '../configurator/presence/presencePort'
import '../configurator/configurator.css'
import './multichat.css'
import { Spinner } from '../../ui/Spinner'

const t = ui.multichat

/** The editor's workspace for one open session (also what component tests render); `title`: the name and owner's actions. */
export function MultichatWorkspace({ session, title }: { session: ManagerSession; title?: ReactNode }) {
  useManagerShortcuts(session)
  return (
    <ManagerContext.Provider value={session}>
      <main className="mce-page">
        <MultichatToolbar title={title} />
        <ManagerCanvas />
        <EmptyManagerHint />
        <ConnectDialog />
        <DisconnectConfirm />
        <TestDrawer />
      </main>
    </ManagerContext.Provider>
  )
}

/** /multi/{manager_id}: all connected dialogs of a dialog manager and their triggers (issue #8). */
export function MultichatEditorPage() {
  const { manager_id: raw = '' } = useParams()
  const managerId = Number(raw)
  const { load, reload } = useManagerSession(managerId)
  const presence = useManagerPresence(load.phase === 'ready' ? load.session : null)
  if (load.phase === 'loading')
    return (
      <main className="page">
        <NonIdealState icon={<Spinner label={t.loading} />} title={t.loading} />
      </main>
    )
  if (load.phase === 'failed') {
    // A 403 (a member of only some of its dialogs) does not pass on a retry: the server's msg says why.
    const refused = load.failure.status === 403
    return (
      <main className="page">
        <NonIdealState
          icon={refused ? 'lock' : 'error'}
          title={refused ? t.noAccess : t.loadFailed}
          description={load.failure.msg}
          action={
            <>
              {!refused && <Button onClick={reload} text={t.retry} />}
              <Link to="/dashboard">{ui.shell.bar.toDashboard}</Link>
            </>
          }
        />
      </main>
    )
  }
  return (
    <PresenceContext.Provider value={presence}>
      <MultichatWorkspace
        key={load.session.managerId}
        session={load.session}
        title={<ManagerTitle managerId={load.session.managerId} />}
      />
    </PresenceContext.Provider>
  )
}
