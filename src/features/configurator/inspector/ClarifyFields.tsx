import { Classes, Radio, RadioGroup } from '@blueprintjs/core'
import { Block, type EditorState, runtimeTextsFor } from '@engine/index'
import { MAX_CLARIFY_QUESTION } from '@engine/model'
import { useId } from 'react'
import { ui } from '../../../i18n'
import { useEditorState } from '../useConfigurator'
import { BlockTextField } from './BlockTextField'
import { IntentLabelsField } from './IntentLabelsField'
import { useUpdateBlock } from './useUpdateBlock'

const t = ui.configuratorInspector.clarify

export type ClarifyMode = NonNullable<Block['clarify_mode']>
const MODES = Block.shape.clarify_mode.unwrap().options

/**
 * A stored block without the setting keeps the nachfrage (how it behaved before the setting
 * existed); the configurator creates open blocks with 'buttons' (addBlock.ts).
 */
export const clarifyModeOf = (block: Block): ClarifyMode => block.clarify_mode ?? 'nachfrage'

const selectLanguage = (s: EditorState) => s.survey.language

/**
 * "Bei unsicherer Antwort" of an open block (docs/configurator.md "Unsure answers"): buttons with
 * the likely intents, the nachfrage only, or the most likely intent at once; with buttons, the
 * question and a label per intent. Every change is one `updateBlock` (undo, co-editing).
 */
export function ClarifyFields({ block }: { block: Block }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  const language = useEditorState(selectLanguage)
  const mode = clarifyModeOf(block)
  return (
    <fieldset className="inspector-fieldset inspector-clarify" aria-describedby={`${id}-hint`}>
      <legend>{t.mode}</legend>
      <RadioGroup
        name={`${id}-mode`}
        selectedValue={mode}
        onChange={(event) => void update('clarify_mode', event.currentTarget.value)}
      >
        {MODES.map((value) => (
          <Radio key={value} value={value} label={t.modes[value]} />
        ))}
      </RadioGroup>
      <p id={`${id}-hint`} className={`${Classes.TEXT_MUTED} inspector-clarify-hint`}>
        {t.modeHints[mode]}
      </p>
      {mode === 'buttons' && (
        <>
          <BlockTextField
            block={block}
            field="clarify_question"
            label={t.question}
            helperText={t.questionHint}
            placeholder={runtimeTextsFor(language).clarifyQuestion}
            maxLength={MAX_CLARIFY_QUESTION}
          />
          <IntentLabelsField block={block} />
        </>
      )}
    </fieldset>
  )
}
