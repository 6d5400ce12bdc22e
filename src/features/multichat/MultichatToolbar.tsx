import { Button, ButtonGroup, Classes, Icon, Tooltip } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { PresenceAvatars } from '../configurator/presence/PresenceAvatars'
import { MultichatPublishButton } from '../publishing/MultichatPublishing'
import {
  useMultichat,
  useMultichatDialogs,
  useMultichatHistory,
  useMultichatPending,
  useMultichatUi,
} from './useMultichat'
import { Spinner } from '../../ui/Spinner'
import { MultichatChecksButton } from './checks/MultichatChecks'
import { MultichatSimulateButton } from './simulation/MultichatSimulation'

const t = ui.multichat

/** Back link, the multichat's name, undo/redo, delete the selected trigger, "Alles zeigen", connect a dialog, saving and progress, colleagues who have it open, publishing. */
export function MultichatToolbar({ title }: { title?: ReactNode }) {
  const session = useMultichat()
  const { entries, pointer } = useMultichatHistory()
  const pending = useMultichatPending()
  const { selectedEdgeId, busy } = useMultichatUi()
  const dialogs = useMultichatDialogs()
  const lead = dialogs.reduce<(typeof dialogs)[number] | null>(
    (first, d) => (!first || d.order < first.order ? d : first),
    null,
  )
  return (
    <div className="mce-toolbar" role="toolbar" aria-label={t.toolbar.label}>
      <Link className={`${Classes.BUTTON} ${Classes.MINIMAL}`} to="/dashboard">
        <Icon icon="arrow-left" />
        <span className={Classes.BUTTON_TEXT}>{t.back}</span>
      </Link>
      {title}
      <ButtonGroup>
        <Tooltip content={`${t.toolbar.undo} (${t.toolbar.undoShortcut})`} placement="bottom">
          <Button
            icon="undo"
            aria-label={t.toolbar.undo}
            disabled={pointer === 0}
            onClick={() => void session.undo()}
          />
        </Tooltip>
        <Tooltip content={`${t.toolbar.redo} (${t.toolbar.redoShortcut})`} placement="bottom">
          <Button
            icon="redo"
            aria-label={t.toolbar.redo}
            disabled={pointer >= entries.length}
            onClick={() => void session.redo()}
          />
        </Tooltip>
      </ButtonGroup>
      <Button
        className="mce-compact"
        icon="trash"
        text={t.toolbar.deleteTrigger}
        title={t.toolbar.deleteTrigger}
        disabled={!selectedEdgeId}
        onClick={() => void session.deleteSelectedTrigger()}
      />
      <MultichatChecksButton />
      <MultichatSimulateButton />
      <Button icon="zoom-to-fit" text={t.toolbar.fitView} onClick={() => session.view.fitView?.()} />
      <Button
        icon="link"
        text={t.toolbar.connect}
        disabled={busy !== null}
        onClick={() => {
          session.ui.connectOpen = true
        }}
      />
      <span className="mce-toolbar-status" role="status">
        {busy ? (
          <>
            <Spinner decorative size={14} /> {t.busy[busy]}
          </>
        ) : pending > 0 ? (
          t.toolbar.saving(pending)
        ) : (
          t.toolbar.saved
        )}
      </span>
      <PresenceAvatars />
      <MultichatPublishButton multichatId={session.multichatId} lead={lead} />
    </div>
  )
}
