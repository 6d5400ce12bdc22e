import { roleLabel } from './roleLabel'
import { Button, HTMLSelect, Intent, Tag } from '@blueprintjs/core'
import { AssignableRole, type SharingMember } from '@engine/api/sharing'
import { ui } from '../../i18n'
import type { MemberRowView } from './memberRowView'
import type { SharingStore } from './sharingStore'

interface Props {
  member: SharingMember
  view: MemberRowView
  store: SharingStore
  busy: boolean
  onRemove: (name: string) => void
}

/** One member: address, 'Du' / pending marks, and either a role chip or (if editable) the controls. */
export function MemberRow({ member, view, store, busy, onRemove }: Props) {
  const { name, role } = member
  const assignable = AssignableRole.safeParse(role)

  return (
    <li className="sharing-member" aria-label={name}>
      <div className="sharing-member-name">
        <span className="sharing-member-address" title={name}>
          {name}
        </span>
        {view.own && (
          <Tag minimal round intent={Intent.PRIMARY}>
            {ui.sharing.you}
          </Tag>
        )}
        {view.pending && (
          <Tag minimal round intent={Intent.WARNING}>
            {ui.sharing.pending}
          </Tag>
        )}
      </div>
      <div className="sharing-member-controls">
        {view.editable && assignable.success ? (
          <>
            <HTMLSelect
              aria-label={ui.sharing.roleOf(name)}
              value={role}
              disabled={busy}
              options={AssignableRole.options.map((value) => ({ value, label: roleLabel(value) }))}
              onChange={(event) => void store.changeRole(name, AssignableRole.parse(event.currentTarget.value))}
            />
            {view.pending && (
              <Button
                variant="minimal"
                icon="envelope"
                aria-label={ui.sharing.resend}
                title={ui.sharing.resend}
                disabled={busy}
                onClick={() => void store.resend(name)}
              />
            )}
            <Button
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              aria-label={ui.sharing.removeOf(name)}
              title={ui.sharing.remove}
              disabled={busy}
              onClick={() => onRemove(name)}
            />
          </>
        ) : (
          <Tag intent={role === 'Besitzer' ? Intent.PRIMARY : Intent.NONE} minimal={role !== 'Besitzer'}>
            {roleLabel(role)}
          </Tag>
        )}
      </div>
    </li>
  )
}
