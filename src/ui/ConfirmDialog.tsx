import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core'
import { Dialog } from './Dialog'

export interface ConfirmTexts {
  header: string
  text: string
  back: string
  confirm: string
}

interface Props {
  isOpen: boolean
  texts: ConfirmTexts
  intent?: Intent
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
  /** The close button's name; a respondent's pop-up passes the dialog language's. */
  closeLabel?: string
}

/** A yes/no question with a title (Blueprint's Alert has none); the cancel button has the focus. */
export function ConfirmDialog({
  isOpen,
  texts,
  intent = Intent.PRIMARY,
  busy = false,
  onConfirm,
  onClose,
  closeLabel,
}: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={texts.header}
      closeLabel={closeLabel}
      role="alertdialog"
      style={{ maxWidth: 420 }}
    >
      <DialogBody>
        <p>{texts.text}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button autoFocus onClick={onClose} text={texts.back} />
            <Button intent={intent} loading={busy} onClick={onConfirm} text={texts.confirm} />
          </>
        }
      />
    </Dialog>
  )
}
