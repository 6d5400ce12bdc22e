import { Button, H4 } from '@blueprintjs/core'
import { type EditorState, blockIntentHandles } from '@engine/index'
import { useCallback, useState } from 'react'
import { ui } from '../../i18n'
import { JumpExamples } from './JumpExamples'
import { PasteDialog } from './PasteDialog'
import { useTrainingState } from './useTraining'

const t = ui.training

export function ExamplesPanel({ blockId }: { blockId: string }) {
  const handlesKey = useTrainingState(
    useCallback((s: EditorState) => blockIntentHandles(s, blockId).join('\n'), [blockId]),
  )
  const handles = handlesKey ? handlesKey.split('\n') : []
  const [pasting, setPasting] = useState(false)
  return (
    <section className="training-examples-panel" aria-label={t.examples.title}>
      <div className="training-section-head">
        <H4>{t.examples.title}</H4>
        <Button icon="import" text={t.paste.open} onClick={() => setPasting(true)} />
      </div>
      {handles.map((handle) => (
        <JumpExamples key={handle} blockId={blockId} handle={handle} />
      ))}
      {pasting && <PasteDialog blockId={blockId} handles={handles} onClose={() => setPasting(false)} />}
    </section>
  )
}
