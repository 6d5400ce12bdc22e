import { Button, Callout, Intent } from '@blueprintjs/core'
import { ui } from '../../i18n'
import type { Remote } from './remote'
import { Spinner } from '../../ui/Spinner'

const t = ui.analyse

/** The spinner while a part loads and its error with a retry; never silent. */
export function RemoteStatus({
  remote,
  label,
  onRetry,
}: {
  remote: Remote<unknown>
  label: string
  onRetry: () => void
}) {
  if (remote.status === 'loading') return <Spinner size={20} label={`${label}: ${t.loading}`} />
  if (remote.status !== 'failed') return null
  return (
    <Callout intent={Intent.DANGER} title={t.loadFailed} role="alert">
      <p>{remote.msg}</p>
      <Button text={t.retry} onClick={onRetry} />
    </Callout>
  )
}
