import { Button, Intent } from '@blueprintjs/core'
import { useState } from 'react'
import { useRespondentTexts } from '../../i18n/respondent'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

interface Props {
  onRestart(): Promise<void>
  /** The player's right to erasure (live game only; the editor's test has nothing stored). */
  onErase?: () => Promise<void>
}

/**
 * Restart of the whole game and deletion of the player's data above the chat list, each after
 * asking (as the live bar's restart and delete, docs/product/screens.md#top-bar).
 */
export function GameMenu({ onRestart, onErase }: Props) {
  const texts = useRespondentTexts()
  const t = texts.multichatLive
  const [asking, setAsking] = useState<'restart' | 'erase' | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm(action: () => Promise<void>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <div className="mc-menu" role="toolbar" aria-label={t.menu}>
      {/* Visible labels (issue #28: an unlabeled restart icon was not understood). */}
      <Button size="small" variant="minimal" icon="refresh" text={t.restart} onClick={() => setAsking('restart')} />
      {onErase && (
        <Button size="small" variant="minimal" icon="trash" text={t.erase} onClick={() => setAsking('erase')} />
      )}
      <ConfirmDialog
        isOpen={asking === 'restart'}
        busy={busy}
        onClose={() => setAsking(null)}
        closeLabel={texts.live.errors.close}
        onConfirm={() => void confirm(onRestart)}
        texts={t.restartConfirm}
      />
      {onErase && (
        <ConfirmDialog
          isOpen={asking === 'erase'}
          busy={busy}
          intent={Intent.DANGER}
          onClose={() => setAsking(null)}
          closeLabel={texts.live.errors.close}
          onConfirm={() => void confirm(onErase)}
          texts={t.eraseConfirm}
        />
      )}
    </div>
  )
}
