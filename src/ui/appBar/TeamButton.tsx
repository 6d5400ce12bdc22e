import { Button } from '@blueprintjs/core'
import { useState } from 'react'
import { SharingDialog } from '../../features/sharing/SharingDialog'
import { ui } from '../../i18n'

/** docs/product/screens.md#top-bar: the Team button opens the sharing dialog of this dialog. */
export function TeamButton({ surveyId }: { surveyId: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="minimal" icon="people" onClick={() => setOpen(true)} title={ui.shell.bar.teamTitle}>
        {ui.shell.bar.team}
      </Button>
      <SharingDialog surveyId={surveyId} isOpen={open} onClose={() => setOpen(false)} />
    </>
  )
}
