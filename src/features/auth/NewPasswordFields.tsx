import { FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { passwordProblem } from '@engine/api/auth'
import { ui } from '../../i18n'

/** Why a new password cannot be sent yet (the server's own rule, engine/api/auth.ts), or undefined. */
export function newPasswordProblem(password: string, repeat: string): string | undefined {
  if (!password) return undefined
  return passwordProblem(password) ?? (repeat && repeat !== password ? ui.auth.passwordsDiffer : undefined)
}

interface NewPasswordFieldsProps {
  idPrefix: string
  password: string
  repeat: string
  onPassword(value: string): void
  onRepeat(value: string): void
}

/** A new password and its repetition, checked while typing (registration, reset, account). */
export function NewPasswordFields({ idPrefix, password, repeat, onPassword, onRepeat }: NewPasswordFieldsProps) {
  const problem = newPasswordProblem(password, repeat)
  return (
    <>
      <FormGroup
        label={ui.auth.newPassword}
        labelFor={`${idPrefix}-new`}
        helperText={problem ?? ui.auth.passwordHint}
        intent={problem ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id={`${idPrefix}-new`}
          type="password"
          autoComplete="new-password"
          size="large"
          value={password}
          onValueChange={onPassword}
          intent={problem ? Intent.DANGER : Intent.NONE}
        />
      </FormGroup>
      <FormGroup label={ui.auth.repeatPassword} labelFor={`${idPrefix}-repeat`}>
        <InputGroup
          id={`${idPrefix}-repeat`}
          type="password"
          autoComplete="new-password"
          size="large"
          value={repeat}
          onValueChange={onRepeat}
        />
      </FormGroup>
    </>
  )
}

/** Ready to send: long enough and typed the same twice. */
export const newPasswordReady = (password: string, repeat: string) =>
  Boolean(password) && password === repeat && !newPasswordProblem(password, repeat)
