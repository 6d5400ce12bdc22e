import { Button, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core'
import type { EditorState } from '@engine/index'
import { useId, useState } from 'react'
import { ui } from '../../../i18n'
import { useEditorState } from '../useConfigurator'
import { blockOptions, checkDraft, type ConditionDraft, type ConditionInput } from './exitConditionForm'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.exit
const selectBlocks = (s: EditorState) => s.blocks

interface Props {
  initial: ConditionDraft
  /** Called with valid input only. */
  onSave(input: ConditionInput): void
  onCancel(): void
}

/** Condition text, the block it applies to and the offline evaluator's examples. */
export function ExitConditionForm({ initial, onSave, onCancel }: Props) {
  const blocks = useEditorState(selectBlocks)
  const [draft, setDraft] = useState(initial)
  const [tried, setTried] = useState(false)
  const id = useId()
  const check = checkDraft(draft)
  const errors = tried && !check.ok ? check.errors : {}
  const options = blockOptions(blocks.values())
  // A condition tied to a block that is gone still shows what it is tied to.
  if (draft.blockId && !blocks.has(draft.blockId)) options.push({ value: draft.blockId, label: t.missingBlock })
  const change = (part: Partial<ConditionDraft>) => setDraft((d) => ({ ...d, ...part }))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (check.ok) onSave(check.input)
  }

  return (
    <form className="exit-condition-item" onSubmit={submit} noValidate>
      <FormGroup
        label={t.condition}
        labelFor={`${id}-condition`}
        intent={errors.condition ? Intent.DANGER : Intent.NONE}
        helperText={errors.condition}
      >
        <TextArea
          id={`${id}-condition`}
          fill
          autoResize
          autoFocus
          placeholder={t.conditionPlaceholder}
          value={draft.condition}
          intent={errors.condition ? Intent.DANGER : Intent.NONE}
          aria-invalid={errors.condition ? true : undefined}
          onChange={(e) => change({ condition: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={t.appliesTo} labelFor={`${id}-block`}>
        <HTMLSelect
          id={`${id}-block`}
          fill
          value={draft.blockId}
          options={options}
          onChange={(e) => change({ blockId: e.target.value })}
        />
      </FormGroup>
      <FormGroup
        label={t.examples}
        labelFor={`${id}-examples`}
        intent={errors.examples ? Intent.DANGER : Intent.NONE}
        helperText={errors.examples ?? t.examplesHelp}
      >
        <TextArea
          id={`${id}-examples`}
          fill
          autoResize
          value={draft.examples}
          intent={errors.examples ? Intent.DANGER : Intent.NONE}
          aria-invalid={errors.examples ? true : undefined}
          onChange={(e) => change({ examples: e.target.value })}
        />
      </FormGroup>
      <div className="exit-condition-actions">
        <Button text={t.cancel} onClick={onCancel} />
        <Button type="submit" intent="primary" text={t.save} />
      </div>
    </form>
  )
}
