import { FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { useId } from 'react'
import type { NumberBounds } from './parseBlockNumber'
import { useNumberDraft } from './useNumberDraft'

interface Props {
  label: string
  value: number | undefined
  bounds: NumberBounds
  /** Shown when the field has no value: the runtime's default. */
  placeholder?: string
  /** A further check against other fields (minimum not above maximum). */
  check?: (value: number) => string | null
  onCommit: (value: number | undefined) => void
}

/** A whole-number field: invalid input shows a German error and is not sent. */
export function BlockNumberField({ label, value, bounds, placeholder, check, onCommit }: Props) {
  const id = useId()
  const { text, error, change } = useNumberDraft(value, bounds, onCommit, check)
  const intent = error ? Intent.DANGER : Intent.NONE
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? undefined} intent={intent}>
      <InputGroup
        id={id}
        inputMode="numeric"
        value={text}
        placeholder={placeholder}
        intent={intent}
        aria-invalid={error ? true : undefined}
        onValueChange={change}
      />
    </FormGroup>
  )
}
