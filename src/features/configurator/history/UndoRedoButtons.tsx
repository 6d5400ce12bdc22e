import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useHistoryView, useSession } from '../useConfigurator'

const t = ui.configurator.toolbar

/** "Rückgängig" / "Wiederholen" with those aria-labels (issue #7), disabled at the ends. */
export function UndoRedoButtons() {
  const session = useSession()
  const { entries, pointer } = useHistoryView()
  return (
    <ButtonGroup>
      <Tooltip content={`${t.undo} (${t.undoShortcut})`} placement="bottom">
        <Button icon="undo" aria-label={t.undo} disabled={pointer === 0} onClick={() => void session.undo()} />
      </Tooltip>
      <Tooltip content={`${t.redo} (${t.redoShortcut})`} placement="bottom">
        <Button
          icon="redo"
          aria-label={t.redo}
          disabled={pointer >= entries.length}
          onClick={() => void session.redo()}
        />
      </Tooltip>
    </ButtonGroup>
  )
}
