import { Button, Callout, Intent } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { formatDateTime } from '../../../i18n/formatDateTime'
import { useSession } from '../useConfigurator'

const t = ui.configurator.versions

/** "Version 12 vom … – nur Ansicht", with "Vergleichen" and the way back to the current dialog. */
export function VersionBanner() {
  const session = useSession()
  const { version } = useSnapshot(session.ui)
  if (!version) return null
  return (
    <Callout intent={Intent.PRIMARY} className="configurator-version-banner" role="status">
      <span>{t.banner(version.version, formatDateTime(version.createdOn))}</span>{' '}
      <Button
        small
        active={version.compare}
        text={t.compare}
        onClick={() => {
          if (session.ui.version) session.ui.version.compare = !session.ui.version.compare
          session.ui.panel = 'versions'
        }}
      />{' '}
      <Button small text={t.back} onClick={() => (session.ui.version = null)} />
    </Callout>
  )
}
