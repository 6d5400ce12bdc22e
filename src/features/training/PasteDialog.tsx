import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core'
import { Dialog } from '../../ui/Dialog'
import { importTrainingExamples, parseTrainingPaste } from '@engine/index'
import { useState } from 'react'
import { ui } from '../../i18n'
import { useTraining } from './useTraining'

const t = ui.training.paste

/** CSV/TXT paste: a preview of what will be imported, then one undoable import. */
export function PasteDialog({
  blockId,
  handles,
  onClose,
}: {
  blockId: string
  handles: string[]
  onClose: () => void
}) {
  const session = useTraining()
  const [text, setText] = useState('')
  const [handle, setHandle] = useState(handles[0] ?? '')
  const lines = parseTrainingPaste(text, handles, handle || null)
  const rows = lines.flatMap((l) => ('text' in l ? [{ handle: l.handle, text: l.text }] : []))
  const problems = lines.flatMap((l) =>
    'error' in l ? [l.error === 'unknown_handle' ? t.skipped(l.line, l.raw) : t.noJump(l.line, l.raw)] : [],
  )
  const submit = async () => {
    const result = await session.execute(importTrainingExamples({ unique_question_id: blockId, examples: rows }))
    if (result.ok) onClose()
  }
  return (
    <Dialog isOpen title={t.title} onClose={onClose}>
      <DialogBody>
        <p>{t.help}</p>
        <FormGroup label={t.jump} labelFor="training-paste-jump">
          <HTMLSelect
            id="training-paste-jump"
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
            options={handles}
          />
        </FormGroup>
        <FormGroup label={t.text} labelFor="training-paste-text">
          <TextArea id="training-paste-text" fill rows={8} value={text} onChange={(e) => setText(e.target.value)} />
        </FormGroup>
        <p role="status">{t.preview(rows.length)}</p>
        {problems.length > 0 && (
          <Callout intent={Intent.WARNING}>
            {problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t.submit}
              disabled={rows.length === 0}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  )
}
