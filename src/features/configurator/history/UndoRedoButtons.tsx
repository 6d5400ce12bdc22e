import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useHistoryView, useSession } from '../useConfigurator'
import { useViewingVersion } from '../versions/ReadOnlyTooltip'

const t = ui.configurator.toolbar

/**
 * "Rückgängig" / "Wiederholen" with those aria-labels (issue #7), disabled at the ends and while a
 * past version is shown (issue #28: then the tooltip says why).
 */
export function UndoRedoButtons() {
  const session = useSession()
  const { entries, pointer } = useHistoryView()
  const viewing = useViewingVersion()
  const readOnly = ui.versionHistory.readOnly
  return (
    <ButtonGroup>
      <Tooltip content={viewing ? readOnly : `${t.undo} (${t.undoShortcut})`} placement="bottom">
        <Button
          icon="undo"
          aria-label={t.undo}
          disabled={viewing || pointer === 0}
          onClick={() => void session.undo()}
        />
      </Tooltip>
      <Tooltip content={viewing ? readOnly : `${t.redo} (${t.redoShortcut})`} placement="bottom">
        <Button
          icon="redo"
          aria-label={t.redo}
          disabled={viewing || pointer >= entries.length}
          onClick={() => void session.redo()}
        />
      </Tooltip>
    </ButtonGroup>
  )
}
