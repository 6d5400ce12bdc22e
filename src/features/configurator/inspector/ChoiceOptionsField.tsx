import { Button, ButtonGroup, Classes, ControlGroup, InputGroup } from '@blueprintjs/core'
import type { Block, ChoiceOption } from '@engine/index'
import { useCallback, useId, useMemo } from 'react'
import { ui } from '../../../i18n'
import { jumpsFrom } from '../blockHandles'
import { useEditorState } from '../useConfigurator'
import { moveItem, nextOptionId } from './choiceOptions'
import { useUpdateBlock } from './useUpdateBlock'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.choice

/** The options of a choice block: add, rename, remove, reorder; the whole list is one field. */
export function ChoiceOptionsField({ block }: { block: Block }) {
  const id = useId()
  const update = useUpdateBlock(block.unique_question_id)
  const connections = useEditorState(useCallback((s) => s.connections, []))
  const handles = useMemo(
    () => jumpsFrom(connections, block.unique_question_id).map((j) => j.handle),
    [connections, block.unique_question_id],
  )
  const options = block.options ?? []
  const save = (next: ChoiceOption[]) => void update('options', next)
  const nameOf = (option: ChoiceOption, index: number) => option.label || t.optionLabel(index + 1)

  return (
    <fieldset className="inspector-fieldset">
      <legend>{t.options}</legend>
      {options.length === 0 && <p className={Classes.TEXT_MUTED}>{t.none}</p>}
      {options.map((option, index) => (
        <div key={option.id} className="inspector-option">
          <label htmlFor={`${id}-${option.id}`} className="sr-only">
            {t.optionLabel(index + 1)}
          </label>
          <ControlGroup fill>
            <InputGroup
              id={`${id}-${option.id}`}
              value={option.label}
              maxLength={500}
              placeholder={t.optionLabel(index + 1)}
              onValueChange={(label) => save(options.map((o) => (o.id === option.id ? { ...o, label } : o)))}
            />
            <ButtonGroup>
              <Button
                icon="arrow-up"
                aria-label={t.moveUp(nameOf(option, index))}
                title={t.moveUp(nameOf(option, index))}
                disabled={index === 0}
                onClick={() => save(moveItem(options, index, -1))}
              />
              <Button
                icon="arrow-down"
                aria-label={t.moveDown(nameOf(option, index))}
                title={t.moveDown(nameOf(option, index))}
                disabled={index === options.length - 1}
                onClick={() => save(moveItem(options, index, 1))}
              />
              <Button
                icon="trash"
                aria-label={t.remove(nameOf(option, index))}
                title={t.remove(nameOf(option, index))}
                onClick={() => save(options.filter((o) => o.id !== option.id))}
              />
            </ButtonGroup>
          </ControlGroup>
        </div>
      ))}
      <Button
        icon="add"
        text={t.add}
        onClick={() => save([...options, { id: nextOptionId(options, handles), label: '' }])}
      />
    </fieldset>
  )
}
