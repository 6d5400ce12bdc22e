import { Button, Callout, Card, H5, InputGroup, Intent } from '@blueprintjs/core'
import { MIN_EXAMPLES } from '@engine/api/training'
import { type EditorState, addTrainingExample, examplesOf } from '@engine/index'
import { useCallback, useState } from 'react'
import { ui } from '../../i18n'
import { ExampleRow } from './ExampleRow'
import { useTraining, useTrainingState } from './useTraining'

const t = ui.training.examples

/** The examples of one intent jump, with a field that adds one on Enter. */
export function JumpExamples({ blockId, handle }: { blockId: string; handle: string }) {
  const session = useTraining()
  // The list itself is the selected slice; filtering happens in render, cheap for a few hundred.
  const all = useTrainingState(useCallback((s: EditorState) => examplesOf(s), []))
  const examples = all.filter((e) => e.unique_question_id === blockId && e.handle === handle)
  const [text, setText] = useState('')
  const add = async () => {
    if (!text.trim()) return
    const result = await session.execute(addTrainingExample({ unique_question_id: blockId, handle, text }))
    if (result.ok) setText('')
  }
  return (
    <Card className="training-jump" aria-label={t.jump(handle, examples.length)} role="group">
      <H5>{t.jump(handle, examples.length)}</H5>
      {examples.length < MIN_EXAMPLES && (
        <Callout intent={Intent.WARNING} compact>
          {t.fewWarning(examples.length, MIN_EXAMPLES)}
        </Callout>
      )}
      {examples.length === 0 ? (
        <p className="bp6-text-muted">{t.none}</p>
      ) : (
        <ul className="training-examples">
          {examples.map((e) => (
            <ExampleRow key={e.id} example={e} />
          ))}
        </ul>
      )}
      <InputGroup
        aria-label={t.newLabel(handle)}
        placeholder={t.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void add()
        }}
        rightElement={
          <Button variant="minimal" icon="plus" aria-label={`${t.add}: ${handle}`} onClick={() => void add()} />
        }
      />
    </Card>
  )
}
