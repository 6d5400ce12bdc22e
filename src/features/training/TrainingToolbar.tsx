import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { type EditorState, trainableBlocks } from '@engine/index'
import { useCallback } from 'react'
import { ui } from '../../i18n'
import { RetrainBar } from './RetrainBar'
import { blockTitle } from './trainingView'
import { useTraining, useTrainingHistory, useTrainingPending, useTrainingState, useTrainingUi } from './useTraining'

const t = ui.training

export function TrainingToolbar() {
  const session = useTraining()
  const { blockId } = useTrainingUi()
  const { entries, pointer } = useTrainingHistory()
  const pending = useTrainingPending()
  const blocksKey = useTrainingState(
    useCallback(
      (s: EditorState) =>
        trainableBlocks(s)
          .map((id) => `${id}\t${blockTitle(s, id)}`)
          .join('\n'),
      [],
    ),
  )
  const options = blocksKey.split('\n').map((line) => {
    const [value = '', label = ''] = line.split('\t')
    return { value, label }
  })
  return (
    <div className="training-toolbar">
      <FormGroup inline label={t.blockPicker} labelFor="training-block">
        <HTMLSelect
          id="training-block"
          value={blockId ?? ''}
          options={options}
          onChange={(e) => session.selectBlock(e.target.value)}
        />
      </FormGroup>
      <ButtonGroup>
        <Button
          icon="undo"
          aria-label={t.undo}
          title={`${t.undo} (Strg+Z)`}
          disabled={pointer === 0}
          onClick={() => void session.undo()}
        />
        <Button
          icon="redo"
          aria-label={t.redo}
          title={`${t.redo} (Strg+Umschalt+Z)`}
          disabled={pointer >= entries.length}
          onClick={() => void session.redo()}
        />
      </ButtonGroup>
      <span className="bp6-text-muted" role="status">
        {pending > 0 ? t.saving(pending) : t.saved}
      </span>
      <RetrainBar />
    </div>
  )
}
