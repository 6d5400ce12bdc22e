import { Button, InputGroup } from '@blueprintjs/core'
import { type TrainingExample, deleteTrainingExample, updateTrainingExample } from '@engine/index'
import { useState } from 'react'
import { ui } from '../../i18n'
import { useTraining } from './useTraining'

const t = ui.training.examples

/** One example: its text, edit in place (Enter saves, Escape cancels), delete. */
export function ExampleRow({ example }: { example: TrainingExample }) {
  const session = useTraining()
  const [draft, setDraft] = useState<string | null>(null)
  const save = async () => {
    if (draft !== null && draft.trim() !== example.text)
      await session.execute(updateTrainingExample({ id: example.id, text: draft }))
    setDraft(null)
  }
  if (draft !== null) {
    return (
      <li className="training-example">
        <InputGroup
          aria-label={t.editLabel}
          value={draft}
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save()
            if (e.key === 'Escape') setDraft(null)
          }}
        />
        <Button size="small" text={t.save} onClick={() => void save()} />
        <Button size="small" variant="minimal" text={t.cancel} onClick={() => setDraft(null)} />
      </li>
    )
  }
  return (
    <li className="training-example">
      <span className="training-example-text">{example.text}</span>
      <Button
        size="small"
        variant="minimal"
        icon="edit"
        aria-label={`${t.edit}: ${example.text}`}
        onClick={() => setDraft(example.text)}
      />
      <Button
        size="small"
        variant="minimal"
        icon="trash"
        aria-label={`${t.remove}: ${example.text}`}
        onClick={() => void session.execute(deleteTrainingExample({ id: example.id }))}
      />
    </li>
  )
}
