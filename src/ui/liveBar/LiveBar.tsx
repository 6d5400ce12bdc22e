import { Button, Intent, Menu, Popover } from '@blueprintjs/core'
import type { LanguageFragments } from '@engine/api/surveys'
import { useState } from 'react'
import { useRespondentTexts } from '../../i18n/respondent'
import { LinkMenuItem } from '../appBar/LinkMenuItem'
import { DEFAULT_LOGO } from '../appBar/Logos'
import { ConfirmDialog } from '../ConfirmDialog'

export interface LiveBarProps {
  /** docs/product/entities.md: restart, delete, privacy and the two pop-ups, in the dialog's language. */
  texts: LanguageFragments
  /** From the client config or the media list; the default logo otherwise. */
  logoSrc?: string | null
  /** /privacy/{survey_id} */
  privacyHref: string
  onRestart: () => void | Promise<void>
  onDelete: () => void | Promise<void>
}

type Asking = 'restart' | 'delete' | null

/**
 * docs/product/screens.md#top-bar: the minimal bar of the live routes: logo, restart and cancel buttons that ask
 * first (texts from the survey's language fragments), and an information menu with the privacy
 * link. The live page renders it and owns what restart and delete do (docs/product/states.md).
 */
export function LiveBar({ texts, logoSrc, privacyHref, onRestart, onDelete }: LiveBarProps) {
  const { bar, live } = useRespondentTexts()
  const [asking, setAsking] = useState<Asking>(null)
  const [busy, setBusy] = useState(false)

  async function confirm(action: () => void | Promise<void>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <header className="live-bar">
      <img className="live-bar-logo" src={logoSrc || DEFAULT_LOGO} alt={bar.logo} height={32} />
      <div className="live-bar-actions" role="toolbar" aria-label={bar.toolbar}>
        <Button variant="minimal" icon="refresh" text={texts.restart} onClick={() => setAsking('restart')} />
        <Button variant="minimal" icon="trash" text={texts.delete} onClick={() => setAsking('delete')} />
        <Popover
          placement="bottom-end"
          content={
            <Menu aria-label={bar.info}>
              <LinkMenuItem icon="shield" text={texts.privacy} to={privacyHref} />
            </Menu>
          }
        >
          <Button variant="minimal" icon="info-sign" aria-label={bar.info} />
        </Popover>
      </div>
      <ConfirmDialog
        isOpen={asking === 'restart'}
        busy={busy}
        onClose={() => setAsking(null)}
        closeLabel={live.errors.close}
        onConfirm={() => void confirm(onRestart)}
        texts={{
          header: texts.restart_pop_up.header,
          text: texts.restart_pop_up.text,
          back: texts.restart_pop_up.btn_back,
          confirm: texts.restart_pop_up.btn_restart,
        }}
      />
      <ConfirmDialog
        isOpen={asking === 'delete'}
        busy={busy}
        intent={Intent.DANGER}
        onClose={() => setAsking(null)}
        closeLabel={live.errors.close}
        onConfirm={() => void confirm(onDelete)}
        texts={{
          header: texts.delete_pop_up.header,
          text: texts.delete_pop_up.text,
          back: texts.delete_pop_up.btn_back,
          confirm: texts.delete_pop_up.btn_delete,
        }}
      />
    </header>
  )
}
