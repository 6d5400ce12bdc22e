import { type Block, runtimeDefaults } from '@engine/index'
import { ui } from '../../../i18n'
import { BlockNumberField } from './BlockNumberField'
import { BlockSwitch } from './BlockSwitch'
import { BlockTextField } from './BlockTextField'
import { QaDocumentField } from './QaDocumentField'
import { useUpdateBlock } from './useUpdateBlock'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.qa

/** Q&A over an uploaded document (docs/design/dialog-content.md): the document, then how the block answers. */
export function QaFields({ block }: { block: Block }) {
  const update = useUpdateBlock(block.unique_question_id)
  return (
    <>
      <QaDocumentField block={block} />
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
