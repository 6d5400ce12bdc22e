import { Button, Callout, Classes, DialogBody, DialogFooter, H3, Intent } from '@blueprintjs/core'
import { Dialog } from '../../ui/Dialog'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { PublicLink } from './PublicLink'
import { fileStem, multichatLink, multichatPath } from './publicLinks'
import { useLeadLive } from './useLeadLive'
import { usePublicBase } from './usePublicBase'
import './publishing.css'

const t = ui.publishing

interface Lead {
  survey_id: string
  survey_name: string
}

/**
 * docs/app.md "Publishing": the multichat editor's "Veröffentlichen" button and its dialog with the
 * live page's link and QR code. The public address comes from the lead dialog's public config.
 */
export function MultichatPublishButton({ multichatId, lead }: { multichatId: number; lead: Lead | null }) {
  const [open, setOpen] = useState(false)
  // Each opening reads the lead's state afresh: a key per opening, since Blueprint keeps the closing
  // dialog's content mounted during its exit transition, and a quick reopen would reuse it.
  const [opening, setOpening] = useState(0)
  return (
    <>
      <Button
        icon="globe-network"
        intent={Intent.PRIMARY}
        text={t.multichatButton}
        onClick={() => {
          setOpening((n) => n + 1)
          setOpen(true)
        }}
      />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t.multichatDialogTitle}
        icon="globe-network"
        className="publish-dialog"
      >
        {open && <MultichatPublishing key={opening} multichatId={multichatId} lead={lead} />}
        <DialogFooter actions={<Button text={t.close} onClick={() => setOpen(false)} />} />
      </Dialog>
    </>
  )
}

function MultichatPublishing({ multichatId, lead }: { multichatId: number; lead: Lead | null }) {
  const { base, failure } = usePublicBase(lead?.survey_id ?? null)
  const live = useLeadLive(lead?.survey_id ?? null)
  const path = multichatPath(multichatId)
  const generic = `/multi_live/${multichatId}`
  return (
    <DialogBody>
      <p>{t.multichatIntro}</p>
      <PublicLink
        // Without dialogs (the server deletes such a multichat) there is no config to ask: this page's origin.
        url={lead ? base && multichatLink(base, multichatId) : multichatLink(window.location.origin, multichatId)}
        fileStem={fileStem('multichat', multichatId)}
        failure={failure}
        notice={
          <>
            {path !== generic && <p className={Classes.TEXT_MUTED}>{t.gameAlias(generic)}</p>}
            {lead && live === false && (
              <Callout intent={Intent.WARNING} icon="offline" title={t.multichatInactiveTitle}>
                <p>{t.multichatInactiveNote(lead.survey_name)}</p>
                <Link to={`/share/${encodeURIComponent(lead.survey_id)}`}>{t.openLead}</Link>
              </Callout>
            )}
            {lead && live === null && <p className={Classes.TEXT_MUTED}>{t.leadUnknown}</p>}
          </>
        }
      >
        <section className="publish-section" aria-label={t.embedHeading}>
          <H3>{t.embedHeading}</H3>
          <p className={Classes.TEXT_MUTED}>{t.multichatNoEmbed}</p>
        </section>
      </PublicLink>
    </DialogBody>
  )
}
