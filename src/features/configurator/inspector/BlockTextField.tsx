import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core'
import type { Block } from '@engine/index'
import { useId } from 'react'
import { TypingHint } from '../presence/TypingHint'
import { useTypingReport } from '../presence/useTypingReport'
import { useUpdateBlock } from './useUpdateBlock'

export type TextKey =
  'context' | 'acknowledgement' | 'nachfrage' | 'clarify_question' | 'qa_exit_phrase' | 'qa_fallback'

interface Props {
  block: Block
  field: TextKey
  label: string
  helperText?: string
  placeholder?: string
  multiline?: boolean
  /** The field's limit in engine/model/block.ts: longer text would be refused anyway. */
  maxLength: number
}

/**
 * A text field bound directly to the engine's value: each change is a command applied
 * synchronously, so the input shows the typed text at once (and keeps its cursor), and an undo,
 * redo or rollback shows up in the field as it happens. Colleagues see "<Name> tippt …" under it
 * while this user edits it (docs/design/coediting.md "Presence").
 */
export function BlockTextField({ block, field, label, helperText, placeholder, multiline = false, maxLength }: Props) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  const value = block[field] ?? ''
  const typing = useTypingReport(block.unique_question_id, field)
  const onChange = (next: string) => {
    typing.typed()
    void update(field, next)
  }
  return (
    <FormGroup label={label} labelFor={id} helperText={helperText}>
      {multiline ? (
        <TextArea
          id={id}
          fill
          autoResize
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={typing.left}
        />
      ) : (
        <InputGroup
          id={id}
          fill
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onValueChange={onChange}
          onBlur={typing.left}
        />
      )}
      <TypingHint blockId={block.unique_question_id} field={field} />
    </FormGroup>
  )
}
