import { Classes, FormGroup, InputGroup } from '@blueprintjs/core'
import type { Block, EditorState } from '@engine/index'
import { MAX_INTENT_LABEL } from '@engine/model'
import { intentHandles, intentLabelOf } from '@engine/runtime'
import { useId, useMemo } from 'react'
import { ui } from '../../../i18n'
import { jumpsFrom } from '../blockHandles'
import { TypingHint } from '../presence/TypingHint'
import { useTypingReport } from '../presence/useTypingReport'
import { useEditorState } from '../useConfigurator'
import { useUpdateBlock } from './useUpdateBlock'

const t = ui.configuratorInspector.clarify
const selectConnections = (s: EditorState) => s.connections

/** The presence key of one intent's label: colleagues see who types in which field. */
const typingKey = (handle: string) => `intent_labels:${handle}`

/** The labels with one changed; an emptied label goes, and no labels at all is no field. */
export function withIntentLabel(
  labels: Block['intent_labels'],
  handle: string,
  text: string,
): Block['intent_labels'] | undefined {
  const next = { ...labels }
  if (text === '') delete next[handle]
  else next[handle] = text
  return Object.keys(next).length > 0 ? next : undefined
}

function IntentLabel({ block, handle }: { block: Block; handle: string }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  const typing = useTypingReport(block.unique_question_id, typingKey(handle))
  // The runtime's default for this intent: what the button says while the field is empty.
  const fallback = intentLabelOf({ ...block, intent_labels: {} }, handle)
  return (
    <FormGroup label={handle} labelFor={id} inline className="inspector-intent-label">
      <InputGroup
        id={id}
        fill
        value={block.intent_labels?.[handle] ?? ''}
        placeholder={fallback}
        maxLength={MAX_INTENT_LABEL}
        aria-label={t.labelOf(handle)}
        onValueChange={(text) => {
          typing.typed()
          void update('intent_labels', withIntentLabel(block.intent_labels, handle, text))
        }}
        onBlur={typing.left}
      />
      <TypingHint blockId={block.unique_question_id} field={typingKey(handle)} />
    </FormGroup>
  )
}

/** One label per intent of the block (its jumps other than 'default'), as the clarifying question's buttons. */
export function IntentLabelsField({ block }: { block: Block }) {
  const connections = useEditorState(selectConnections)
  const source = block.unique_question_id
  const intents = useMemo(() => intentHandles(jumpsFrom(connections, source)), [connections, source])
  const hintId = useId()
  return (
    <fieldset className="inspector-fieldset" aria-describedby={hintId}>
      <legend>{t.labels}</legend>
      <p id={hintId} className={`${Classes.TEXT_MUTED} inspector-clarify-hint`}>
        {intents.length > 0 ? t.labelsHint : t.noIntents}
      </p>
      {intents.map((handle) => (
        <IntentLabel key={handle} block={block} handle={handle} />
      ))}
    </fieldset>
  )
}
