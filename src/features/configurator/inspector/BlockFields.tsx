import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { type Block, BlockType, runtimeDefaults } from '@engine/index'
import { useId } from 'react'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'
import { BlockNumberField } from './BlockNumberField'
import { BlockSwitch } from './BlockSwitch'
import { BlockTextField } from './BlockTextField'
import { ChoiceOptionsField } from './ChoiceOptionsField'
import { ClarifyFields } from './ClarifyFields'
import { LikertFields } from './LikertFields'
import { MinMaxFields } from './MinMaxFields'
import { QaFields } from './QaFields'
import { useUpdateBlock } from './useUpdateBlock'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.fields
const typeOptions = BlockType.options.map((value) => ({ value, label: ui.configurator.blockTypes[value] }))

/** The fields only some types have (docs/design/dialog-content.md). */
function TypeFields({ block }: { block: Block }) {
  const update = useUpdateBlock(block.unique_question_id)
  const training = useSession().trainingCounts[block.unique_question_id] ?? 0
  switch (block.type) {
    case 'open':
      return (
        <>
          <BlockTextField
            block={block}
            field="nachfrage"
            label={t.nachfrage}
            helperText={t.nachfrageHint}
            multiline
            maxLength={20_000}
          />
          <BlockNumberField
            label={t.minWords}
            value={block.min_words}
            placeholder={String(runtimeDefaults.minWords)}
            bounds={{ min: 0, max: 1000, optional: true }}
            onCommit={(value) => void update('min_words', value)}
          />
          {training > 0 && <p>{t.trainingExamples(training)}</p>}
          <ClarifyFields block={block} />
        </>
      )
    case 'likert':
      return <LikertFields block={block} />
    case 'single_choice':
      return <ChoiceOptionsField block={block} />
    case 'multiple_choice':
      return (
        <>
          <ChoiceOptionsField block={block} />
          <MinMaxFields block={block} />
        </>
      )
    case 'number':
      return <MinMaxFields block={block} />
    case 'qa':
      return <QaFields block={block} />
    default:
      return null
  }
}

/** Type, text and the fields of the block's type; every change is one engine command. */
export function BlockFields({ block }: { block: Block }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  return (
    <>
      <FormGroup label={configuratorInspector.type} labelFor={id}>
        <HTMLSelect
          id={id}
          fill
          value={block.type}
          options={typeOptions}
          onChange={(event) => void update('type', event.currentTarget.value)}
        />
      </FormGroup>
      <BlockTextField
        block={block}
        field="context"
        label={t.context}
        helperText={t.contextHint}
        multiline
        maxLength={20_000}
      />
      {block.type !== 'message' && (
        <BlockTextField
          block={block}
          field="acknowledgement"
          label={t.acknowledgement}
          helperText={t.acknowledgementHint}
          multiline
          maxLength={20_000}
        />
      )}
      <TypeFields block={block} />
      <BlockSwitch block={block} field="is_end" label={t.isEnd} />
      <BlockSwitch block={block} field="start_page" label={t.startPage} />
    </>
  )
}
