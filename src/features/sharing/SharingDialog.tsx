import { Button, DialogBody, DialogFooter } from '@blueprintjs/core'
import { Dialog } from '../../ui/Dialog'
import { ui } from '../../i18n'
import { SharingPanel } from './SharingPanel'

export interface SharingDialogProps {
  surveyId: string
  isOpen: boolean
  onClose: () => void
}

/**
 * The Team dialog (docs/product/screens.md#sharing-dialog), opened by the top bar's Team button and from the dashboard.
 * docs/product/constants.md: width 450, max height 80vh (the member list itself is capped at 40vh in sharing.css).
 * The panel mounts with each opening, so the list is always fresh.
 */
export function SharingDialog({ surveyId, isOpen, onClose }: SharingDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={ui.sharing.dialogTitle}
      icon="people"
      style={{ width: 450, maxHeight: '80vh' }}
    >
      <DialogBody useOverflowScrollContainer>
        <SharingPanel surveyId={surveyId} />
      </DialogBody>
      <DialogFooter actions={<Button text={ui.sharing.close} onClick={onClose} />} />
    </Dialog>
  )
}
