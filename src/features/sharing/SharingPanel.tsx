import { Alert, Callout, Intent, Switch } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { editorSession } from '../../session/editorSession'
import { InviteForm } from './InviteForm'
import { MemberRow } from './MemberRow'
import { memberRowView } from './memberRowView'
import { createSharingStore } from './sharingStore'
import './sharing.css'
import { Spinner } from '../../ui/Spinner'

/** docs/product/screens.md#sharing-dialog: the team of one dialog; shown in the Team dialog and on the Teilen tab. */
export function SharingPanel({ surveyId }: { surveyId: string }) {
  const store = useMemo(() => createSharingStore(surveyId), [surveyId])
  const state = useSnapshot(store.state)
  const { username } = useSnapshot(editorSession)
  const [removing, setRemoving] = useState<string | null>(null)

  useEffect(() => {
    void store.load()
  }, [store])

  if (state.loading) return <Spinner label={ui.sharing.loading} size={32} />

  return (
    <div className="sharing-panel">
      {state.failure && (
        <Callout intent={Intent.DANGER} role="alert" title={state.failure.msg || ui.sharing.errorTitleFallback}>
          {ui.live.errors.generic} {state.failure.status !== null && ui.live.errors.status(state.failure.status)}
        </Callout>
      )}
      {state.notice && (
        <Callout intent={Intent.SUCCESS} role="status">
          {state.notice}
        </Callout>
      )}
      {state.sharingPermission && <InviteForm store={store} busy={state.busy} />}
      {state.sharingPermission && state.multichatId !== null && (
        <Switch
          role="switch"
          checked={state.applyToMultichat}
          label={ui.sharing.multichatSwitch}
          disabled={state.busy}
          onChange={(event) => store.setApplyToMultichat(event.currentTarget.checked)}
        />
      )}
      <ul className="sharing-members" aria-label={ui.sharing.membersLabel}>
        {state.members.map((member) => (
          <MemberRow
            key={member.name}
            member={member}
            store={store}
            busy={state.busy}
            onRemove={setRemoving}
            view={memberRowView(member, username, state.sharingPermission)}
          />
        ))}
      </ul>
      <Alert
        isOpen={removing !== null}
        intent={Intent.DANGER}
        icon="trash"
        loading={state.busy}
        confirmButtonText={ui.sharing.remove}
        cancelButtonText={ui.sharing.cancel}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void store.remove(removing).then(() => setRemoving(null))
        }}
      >
        <p>{removing && ui.sharing.removeConfirm(removing)}</p>
      </Alert>
    </div>
  )
}
