import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core'
import { type ReactNode, useId } from 'react'
import type { DraftField } from '../useDraftField'

interface Props {
  label: string
  field: DraftField
  help?: ReactNode
  multiline?: boolean
  placeholder?: string
  inputMode?: 'text' | 'decimal' | 'url'
  /** Elements beside the input (the colour picker). */
  rightElement?: React.JSX.Element
}

/** A labelled text input or textarea whose error replaces the help text. */
export function SettingTextField({
  label,
  field,
  help,
  multiline = false,
  placeholder,
  inputMode,
  rightElement,
}: Props) {
  const id = useId()
  const intent = field.error ? Intent.DANGER : Intent.NONE
  const messageId = `${id}-message`
  const message = field.error ?? help
  const shared = {
    id,
    value: field.text,
    intent,
    placeholder,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  }
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={intent}
      helperText={message && <span id={messageId}>{message}</span>}
    >
      {multiline ? (
        <TextArea {...shared} fill autoResize onChange={(e) => field.onChange(e.target.value)} />
      ) : (
        <InputGroup
          {...shared}
          inputMode={inputMode}
          rightElement={rightElement}
          onValueChange={(text) => field.onChange(text)}
        />
      )}
    </FormGroup>
  )
}
