import { Button, NonIdealState } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useMultichat, useMultichatDialogs, useMultichatUi } from '../useMultichat'
import './manage.css'

const t = ui.multichatManage

/** A multichat without dialogs (just created): what to do next, over the empty canvas. */
export function EmptyMultichatHint() {
  const session = useMultichat()
  const dialogs = useMultichatDialogs()
  const { busy } = useMultichatUi()
  if (dialogs.length > 0) return null
  return (
    <div className="mce-empty">
      <NonIdealState
        icon="chat"
        title={t.emptyTitle}
        description={t.emptyText}
        action={
          <Button
            intent="primary"
            icon="link"
            text={ui.multichat.toolbar.connect}
            disabled={busy !== null}
            onClick={() => {
              session.ui.connectOpen = true
            }}
          />
        }
      />
    </div>
  )
}
