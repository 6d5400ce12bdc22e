import { Button } from '@blueprintjs/core'
import { useState } from 'react'
import { de } from '../../i18n/de'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

const t = de.multichatLive

/** Restart of the whole game above the chat list, after asking (as the live bar's restart, SPEC.md §2.3). */
export function GameMenu({ onRestart }: { onRestart: () => Promise<void> }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  async function restart() {
    setBusy(true)
    try {
      await onRestart()
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <div role="toolbar" aria-label={t.menu}>
      <Button variant="minimal" icon="refresh" aria-label={t.restart} title={t.restart} onClick={() => setAsking(true)} />
      <ConfirmDialog isOpen={asking} busy={busy} onClose={() => setAsking(false)} onConfirm={() => void restart()} texts={t.restartConfirm} />
    </div>
  )
}
