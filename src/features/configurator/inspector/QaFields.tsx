import { FormGroup, InputGroup } from '@blueprintjs/core'
import { type Block, runtimeDefaults } from '@engine/index'
import { useId } from 'react'
import { configuratorInspector } from '../../../i18n/de/configuratorInspector'
import { BlockNumberField } from './BlockNumberField'
import { BlockSwitch } from './BlockSwitch'
import { BlockTextField } from './BlockTextField'
import { useUpdateBlock } from './useUpdateBlock'

const t = configuratorInspector.qa

/** Q&A over an uploaded document (docs/design/dialog-content.md); the upload itself lives in the settings. */
export function QaFields({ block }: { block: Block }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  return (
    <>
      <FormGroup label={t.document} labelFor={id} helperText={block.filename_db ? undefined : t.noDocument}>
        <InputGroup id={id} readOnly value={block.filename_db ?? ''} placeholder={t.noDocument} />
      </FormGroup>
      <BlockSwitch block={block} field="only_search" label={t.onlySearch} />
      <BlockNumberField
        label={t.maxQuestions}
        value={block.qa_max_questions}
        placeholder={String(runtimeDefaults.qaMaxQuestions)}
        bounds={{ min: 1, max: 100, optional: true }}
        onCommit={(value) => void update('qa_max_questions', value)}
      />
      <BlockTextField
        block={block}
        field="qa_exit_phrase"
        label={t.exitPhrase}
        placeholder={runtimeDefaults.qaExitPhrase}
        maxLength={200}
      />
      <BlockTextField block={block} field="qa_fallback" label={t.fallback} multiline maxLength={2000} />
    </>
  )
}
