import { roleLabel } from './roleLabel'
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core'
import { AssignableRole } from '@engine/api/sharing'
import { useId, useState, type FormEvent } from 'react'
import { ui } from '../../i18n'
import { inviteErrors, type InviteInput } from './inviteValidation'
import type { SharingStore } from './sharingStore'

const empty: InviteInput = { name: '', role: '' }

/** docs/product/validation.md invite form: e-mail and role; a field's message shows once it was touched. */
export function InviteForm({ store, busy }: { store: SharingStore; busy: boolean }) {
  // The Teilen tab and the Team dialog can be open at once: ids must not collide.
  const id = useId()
  const [input, setInput] = useState<InviteInput>(empty)
  const [touched, setTouched] = useState({ name: false, role: false })
  const errors = inviteErrors(input)
  const valid = !errors.name && !errors.role
  const nameError = touched.name ? errors.name : undefined
  const roleError = touched.role ? errors.role : undefined

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!valid || busy) return
    if (await store.invite(input)) {
      setInput(empty)
      setTouched({ name: false, role: false })
    }
  }

  return (
    <form
      className="sharing-invite"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={ui.sharing.inviteHeading}
    >
      <FormGroup
        label={ui.sharing.emailLabel}
        labelFor={`${id}-email`}
        helperText={nameError}
        intent={nameError ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder={ui.sharing.emailPlaceholder}
          value={input.name}
          intent={nameError ? Intent.DANGER : Intent.NONE}
          onValueChange={(name) => {
            setInput((current) => ({ ...current, name }))
            setTouched((current) => ({ ...current, name: true }))
          }}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        />
      </FormGroup>
      <FormGroup
        label={ui.sharing.roleLabel}
        labelFor={`${id}-role`}
        helperText={roleError}
        intent={roleError ? Intent.DANGER : Intent.NONE}
      >
        <HTMLSelect
          id={`${id}-role`}
          fill
          value={input.role}
          options={[
            { value: '', label: ui.sharing.rolePlaceholder },
            ...AssignableRole.options.map((value) => ({ value, label: roleLabel(value) })),
          ]}
          onChange={(event) => {
            const role = event.currentTarget.value
            setInput((current) => ({ ...current, role }))
            setTouched((current) => ({ ...current, role: true }))
          }}
          onBlur={() => setTouched((current) => ({ ...current, role: true }))}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} icon="new-person" disabled={!valid || busy} loading={busy}>
        {ui.sharing.invite}
      </Button>
    </form>
  )
}
