import { Button, Callout } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../i18n'
import { clearServerBusy, serverBusy } from '../session/serverBusy'
import './serverBusyBanner.css'

const t = ui.live.errors

/**
 * docs/product/states.md server_busy on the editor pages: an information that closes itself (serverBusy.ts),
 * with reload and close like the live pages' banner. It floats above the page so that full-height
 * layouts (the configurator canvas) do not shift.
 */
export function ServerBusyBanner() {
  const { server_busy } = useSnapshot(serverBusy)
  if (!server_busy) return null
  return (
    <Callout className="server-busy-banner" icon="info-sign" role="status">
      {t.serverBusy}
      <div className="server-busy-banner-actions">
        <Button
          size="small"
          icon="refresh"
          onClick={() => {
            clearServerBusy()
            globalThis.location.reload()
          }}
        >
          {t.reload}
        </Button>
        <Button size="small" variant="minimal" onClick={() => clearServerBusy()}>
          {t.close}
        </Button>
      </div>
    </Callout>
  )
}
