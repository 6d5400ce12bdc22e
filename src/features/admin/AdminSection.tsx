import { Button, Callout, Card, H2, Intent } from '@blueprintjs/core'
import { useId, type ReactNode } from 'react'
import { ui } from '../../i18n'
import type { Loaded } from './useAdminData'
import { Spinner } from '../../ui/Spinner'

interface Props<T> {
  title: string
  state: Loaded<T>
  onReload: () => void
  children: (data: T) => ReactNode
}

/** One card of the admin page: title, reload button, and the list once it has loaded. */
export function AdminSection<T>({ title, state, onReload, children }: Props<T>) {
  const id = useId()
  return (
    <Card elevation={1} className="admin-section" role="region" aria-labelledby={id}>
      <div className="admin-section-head">
        <H2 id={id}>{title}</H2>
        <Button variant="minimal" icon="refresh" text={ui.admin.reload} onClick={onReload} />
      </div>
      {state.status === 'loading' && <Spinner size={24} label={ui.admin.loading} />}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER} title={ui.admin.failed}>
          {state.msg}
        </Callout>
      )}
      {state.status === 'ok' && children(state.data)}
    </Card>
  )
}
