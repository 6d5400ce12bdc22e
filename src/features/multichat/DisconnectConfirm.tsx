import { ui as uiTexts } from '../../i18n'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useManager, useManagerDialogs, useManagerUi } from './useManager'

const t = uiTexts.multichat.disconnect

/** Disconnecting deletes the dialog's triggers on the server: asked first. */
export function DisconnectConfirm() {
  const session = useManager()
  const { disconnectAsk, busy } = useManagerUi()
  const dialog = useManagerDialogs().find((d) => d.survey_id === disconnectAsk)
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
