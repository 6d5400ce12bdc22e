import { Button, ButtonGroup, Icon } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { AddBlockMenu } from './AddBlockMenu'
import { ArrangeButton } from './ArrangeButton'
import { BlockSearch } from './BlockSearch'
import { ChecksButton } from '../checks/ChecksButton'
import { EdgeToggles } from './EdgeToggles'
import { UndoRedoButtons } from './history/UndoRedoButtons'
import { PresenceAvatars } from './presence/PresenceAvatars'
import { useBound, usePending, useSession } from './useConfigurator'
import { ReadOnlyTooltip } from './versions/ReadOnlyTooltip'
import { compact } from './toolbarCompact'
import { Spinner } from '../../ui/Spinner'

const t = ui.configurator.toolbar

const identity = <T,>(value: T) => value

/** Opens the "Prüfen" tab; its count is what the list shows. */
function ConfiguratorChecksButton() {
  const session = useSession()
  const problems = useBound(session.checks, identity)
  const { panel } = useSnapshot(session.ui)
  return (
    <ChecksButton
      problems={problems}
      controls={session.checksView}
      active={panel === 'checks'}
      onClick={() => (session.ui.panel = panel === 'checks' ? 'block' : 'checks')}
    />
  )
}

/** Opens the "Simulieren" panel; the canvas shows the heat map while it is open. */
function SimulateButton() {
  const session = useSession()
  const { panel } = useSnapshot(session.ui)
  const { phase } = useSnapshot(session.simulation.view)
  const active = panel === 'simulation'
  return (
    <Button
      icon="people"
      text={ui.simulation.button}
      {...compact(ui.simulation.button)}
      active={active}
      aria-pressed={active}
      loading={false}
      rightIcon={phase === 'running' ? <Spinner decorative size={14} /> : undefined}
      onClick={() => (session.ui.panel = active ? 'block' : 'simulation')}
    />
  )
}

function SavingIndicator() {
  const pending = usePending()
  return (
    <span className="configurator-saving" role="status" aria-live="polite">
      {pending > 0 ? (
        <>
          <Spinner decorative size={14} /> {t.saving(pending)}
        </>
      ) : (
        <>
          <Icon icon="tick" size={14} /> {t.saved}
        </>
      )}
    </span>
  )
}

const l = ui.configurator.coediting

/** The co-editing stream's state, when it matters: edits held offline, a reconnect, or the stream ended. */
function CoeditingIndicator() {
  const session = useSession()
  const { status, stopReason, wasOnline } = useSnapshot(session.coediting)
  const text =
    status === 'offline'
      ? l.offline
      : status === 'connecting' && wasOnline
        ? l.reconnecting
        : status === 'stopped' && stopReason === 'forbidden'
          ? l.forbidden
          : status === 'stopped' && stopReason === 'not_found'
            ? l.notFound
            : null
  if (!text) return null
  return (
    <span className="configurator-live" role="status" aria-live="polite">
      <Icon icon={status === 'stopped' ? 'error' : 'offline'} size={14} /> {text}
    </span>
  )
}

/**
 * Adding, undo/redo, saving state, view switch, search and the big-dialog helpers. While a past
 * version is shown (issue #28) every control that would edit the dialog, or act on the current
 * dialog's graph or list instead of the version on screen, is disabled and says why.
 */
export function ConfiguratorToolbar() {
  const session = useSession()
  const { view: chosen, version } = useSnapshot(session.ui)
  const viewing = version !== null
  // The version is always shown as a graph.
  const view = viewing ? 'canvas' : chosen
  return (
    <div className="configurator-toolbar" role="toolbar" aria-label={t.label}>
      <AddBlockMenu />
      <UndoRedoButtons />
      <SavingIndicator />
      <CoeditingIndicator />
      <span className="configurator-toolbar-spacer" />
      <PresenceAvatars />
      {!viewing && <ConfiguratorChecksButton />}
      {!viewing && <SimulateButton />}
      {!viewing && <BlockSearch />}
      <ReadOnlyTooltip viewing={viewing}>
        <ButtonGroup aria-label={t.view}>
          <Button
            icon="graph"
            text={t.canvas}
            {...compact(t.canvas)}
            active={view === 'canvas'}
            aria-pressed={view === 'canvas'}
            disabled={viewing}
            onClick={() => (session.ui.view = 'canvas')}
          />
          <Button
            icon="list"
            text={t.list}
            {...compact(t.list)}
            active={view === 'list'}
            aria-pressed={view === 'list'}
            disabled={viewing}
            onClick={() => (session.ui.view = 'list')}
          />
        </ButtonGroup>
      </ReadOnlyTooltip>
      {view === 'canvas' && (
        <>
          <Button
            icon="zoom-to-fit"
            text={t.fitView}
            {...compact(t.fitView)}
            onClick={() => session.view.fitView?.()}
          />
          <ReadOnlyTooltip viewing={viewing}>
            <ArrangeButton disabled={viewing} />
          </ReadOnlyTooltip>
          <EdgeToggles />
        </>
      )}
    </div>
  )
}
