import { Button, NonIdealState } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { MultichatCanvas } from './canvas/MultichatCanvas'
import { ConnectDialog } from './ConnectDialog'
import { DisconnectConfirm } from './DisconnectConfirm'
import { EmptyMultichatHint } from './manage/EmptyMultichatHint'
import { MultichatTitle } from './manage/MultichatTitle'
import type { MultichatSession } from './multichatSession'
import { MultichatToolbar } from './MultichatToolbar'
import { TestDrawer } from './testing/TestDrawer'
import { MultichatChecks } from './checks/MultichatChecks'
import { MultichatSimulation } from './simulation/MultichatSimulation'
import { MultichatContext } from './useMultichat'
import { useMultichatSession } from './useMultichatSession'
import { useMultichatShortcuts } from './useMultichatShortcuts'
import { useMultichatPresence } from './useMultichatPresence'
import { PresenceContext } from '../configurator/presence/presencePort'
import '../configurator/configurator.css'
import './multichat.css'
import { Spinner } from '../../ui/Spinner'

const t = ui.multichat

/** The editor's workspace for one open session (also what component tests render); `title`: the name and owner's actions. */
export function MultichatWorkspace({ session, title }: { session: MultichatSession; title?: ReactNode }) {
  useMultichatShortcuts(session)
  return (
    <MultichatContext.Provider value={session}>
      <main className="mce-page">
        <MultichatToolbar title={title} />
        {/* The canvas and the panels beside it, below the toolbar (SideDrawer.tsx). */}
        <div className="mce-body">
          <MultichatCanvas />
          <EmptyMultichatHint />
          <TestDrawer />
          <MultichatChecks />
          <MultichatSimulation />
        </div>
        <ConnectDialog />
        <DisconnectConfirm />
      </main>
    </MultichatContext.Provider>
  )
}

/** /multi/{manager_id}: all connected dialogs of a multichat and their triggers (issue #8). */
export function MultichatEditorPage() {
  const { manager_id: raw = '' } = useParams()
  const multichatId = Number(raw)
  const { load, reload } = useMultichatSession(multichatId)
  const presence = useMultichatPresence(load.phase === 'ready' ? load.session : null)
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
        key={load.session.multichatId}
        session={load.session}
        title={<MultichatTitle multichatId={load.session.multichatId} />}
      />
    </PresenceContext.Provider>
  )
}
