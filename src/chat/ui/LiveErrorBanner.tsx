import { Button, Callout, Intent } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { closeLiveBanner, liveStatus } from '../liveStatus'

/**
 * docs/product/states.md error banner: server_busy is an information that closes itself after 6000 ms (the
 * busy state clears itself, serverBusy.ts); any other error stays until closed. Both can reload
 * (clears the busy state, reloads the page) or close (clears it).
 */
export function LiveErrorBanner() {
  const t = useRespondentTexts().live.errors
  const { server_busy, error } = useSnapshot(liveStatus)
  if (!error && !server_busy) return null

  const actions = (
    <div className="live-banner-actions">
      <Button
        size="small"
        icon="refresh"
        onClick={() => {
          closeLiveBanner()
          globalThis.location.reload()
        }}
      >
        {t.reload}
      </Button>
      <Button size="small" variant="minimal" onClick={() => closeLiveBanner()}>
        {t.close}
      </Button>
    </div>
  )
  if (error) {
    return (
      <Callout className="live-banner" intent={Intent.WARNING} role="alert">
        {error.text}
        {error.extra && <p className="live-banner-extra">{error.extra}</p>}
        {actions}
      </Callout>
    )
  }
  return (
    <Callout className="live-banner" icon="info-sign" role="status">
      {t.serverBusy}
      {actions}
    </Callout>
  )
}
