import { ui as uiTexts } from '../../i18n'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useMultichat, useMultichatDialogs, useMultichatUi } from './useMultichat'

const t = uiTexts.multichat.disconnect

/** Disconnecting deletes the dialog's triggers on the server: asked first. */
export function DisconnectConfirm() {
  const session = useMultichat()
  const { disconnectAsk, busy } = useMultichatUi()
  const dialog = useMultichatDialogs().find((d) => d.survey_id === disconnectAsk)
  return (
    <ConfirmDialog
      isOpen={dialog !== undefined}
      intent="danger"
      busy={busy === 'disconnect'}
      texts={{ header: t.header, text: t.text(dialog?.survey_name ?? ''), back: t.back, confirm: t.confirm }}
      onClose={() => {
        session.ui.disconnectAsk = null
      }}
      onConfirm={() => {
        if (dialog) void session.disconnectDialog(dialog.survey_id)
      }}
    />
  )
}
