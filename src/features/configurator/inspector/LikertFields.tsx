import { Callout, FormGroup, InputGroup } from '@blueprintjs/core'
import { type Block, likertPointLabels, runtimeDefaults } from '@engine/index'
import { useId } from 'react'
import { ui } from '../../../i18n'
import { BlockNumberField } from './BlockNumberField'
import { BlockSwitch } from './BlockSwitch'
import { useUpdateBlock } from './useUpdateBlock'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.likert

/** Scale size (3..10), one optional label per point, and the "keine Angabe" option. */
export function LikertFields({ block }: { block: Block }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  const scale = block.likert_scale ?? runtimeDefaults.likertScale
  const saved = block.likert_labels ?? []
  // What the respondent sees (two labels name the ends); other counts are ignored by the runtime.
  const labels = likertPointLabels(block)
  const mismatch = saved.length > 0 && saved.length !== 2 && saved.length !== scale

  const setLabel = (index: number, text: string) => {
    const next = Array.from({ length: scale }, (_, i) => (i === index ? text : (labels[i] ?? '')))
    void update('likert_labels', next.every((label) => label === '') ? undefined : next)
  }

  return (
    <>
      <BlockNumberField
        label={t.scale}
        value={block.likert_scale}
        placeholder={String(runtimeDefaults.likertScale)}
        bounds={{ min: 3, max: 10, optional: true }}
        onCommit={(value) => void update('likert_scale', value)}
      />
      <fieldset className="inspector-fieldset">
        <legend>{t.labels}</legend>
        {mismatch && (
          <Callout intent="warning" compact>
            {t.labelsMismatch}
          </Callout>
        )}
        {Array.from({ length: scale }, (_, i) => (
          <FormGroup key={i} label={t.labelOf(i + 1)} labelFor={`${id}-${i}`} inline className="inspector-likert-label">
            <InputGroup
              id={`${id}-${i}`}
              value={labels[i] ?? ''}
              maxLength={200}
              onValueChange={(text) => setLabel(i, text)}
            />
          </FormGroup>
        ))}
      </fieldset>
      <BlockSwitch block={block} field="likert_na" label={t.na} />
    </>
  )
}
