import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core'

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
}

/** A yes/no question with a title (Blueprint's Alert has none); the cancel button has the focus. */
export function ConfirmDialog({ isOpen, texts, intent = Intent.PRIMARY, busy = false, onConfirm, onClose }: Props) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={texts.header} role="alertdialog" style={{ maxWidth: 420 }}>
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
