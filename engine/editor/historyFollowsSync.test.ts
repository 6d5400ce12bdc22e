import { describe, expect, it } from 'vitest'
import type { Document } from '../changes/Change'
import { UndoStack } from '../history/UndoStack'
import { toEditorState } from '../model/snapshot'
import { type SyncEvent, SyncClient } from '../sync/SyncClient'
import type { Transport } from '../sync/Transport'
import { transportError } from '../sync/transportError'
import { aSurvey } from '../testing/aSurvey'
import { fieldChange } from '../testing/changeBuilders'
import { type StepOrigin, historyFollowsSync } from './historyFollowsSync'

/** Sync and the undo stack joined only by the event stream, with calls the test answers one by one. */
function setup() {
  const calls: { resolve: (answer: unknown) => void; reject: (error: unknown) => void }[] = []
  const transport: Transport = { send: () => new Promise((resolve, reject) => calls.push({ resolve, reject })) }
  const doc = toEditorState(aSurvey({ blocks: 2 }))
  const sync = new SyncClient<typeof doc, StepOrigin>(doc, { surveyId: 's1', transport })
  const stack = new UndoStack()
  const history = historyFollowsSync(stack, sync, () => {})
  const events: SyncEvent<typeof doc, StepOrigin>['type'][] = []
  sync.subscribe((event) => events.push(event.type))
  const answer = async () => {
    for (let i = 0; i < 50 && calls.length === 0; i++) await Promise.resolve()
    const call = calls.shift()
    if (!call) throw new Error('no call waiting')
    return call
  }
  const refusal = () => transportError(400, { msg: 'Ungültig.', code: 'invalid_input' })
  const text = (d: Document, id: string) => d.blocks.get(id)?.context
  return { doc, sync, stack, history, events, answer, refusal, text }
}

describe('historyFollowsSync: the undo stack as a listener of sync', () => {
  it('records a sent edit as a step and takes it out again when the refused event comes', async () => {
    const { doc, sync, stack, history, events, answer, refusal } = setup()
    const done = sync.submit(fieldChange(doc, 'q1', 'context', 'Neu'), history.edit(1, 'Block geändert', 'q1'), 'c1')
    expect(stack.view.entries.map((e) => e.new_value)).toEqual(['Neu'])
    ;(await answer()).reject(refusal())
    expect(await done).toMatchObject({ ok: false })
    expect(stack.view).toEqual({ entries: [], pointer: 0 })
    expect(events).toEqual(['submitted', 'local', 'pending', 'refused', 'local', 'pending'])
  })

  it('builds a rebuilding edit again from the document without a refused change, and the step follows', async () => {
    const { doc, sync, stack, history, answer, refusal, text } = setup()
    const before = text(doc, 'q1')
    const refused = sync.submit(fieldChange(doc, 'q1', 'context', 'Abgelehnt'), history.edit(1, 'Text', 'q1'), 'c1')
    // A copy of q1's text into q2: what a copied block does with the block it copies.
    const copyText = (d: Document) => fieldChange(d, 'q2', 'context', text(d, 'q1') ?? null)
    const copied = sync.submit(copyText(sync.local), history.edit(2, 'Kopie', 'q2', copyText), 'c2')
    expect(text(sync.local, 'q2')).toBe('Abgelehnt')
    ;(await answer()).reject(refusal())
    expect(await refused).toMatchObject({ ok: false })
    expect(text(sync.local, 'q2')).toBe(before)
    expect(sync.pending[0]?.change).toMatchObject({ block: 'q2', after: before })
    expect(stack.view.entries.map((e) => e.new_value)).toEqual([before])
    ;(await answer()).resolve({})
    expect(await copied).toEqual({ ok: true })
  })

  it('drops an undo sent right after an undo the server refused, and both steps go back to the undo stack', async () => {
    const { doc, sync, stack, history, answer, refusal, text } = setup()
    const edits = [
      sync.submit(fieldChange(doc, 'q1', 'context', 'A'), history.edit(1, 'Text', 'q1'), 'c1'),
      sync.submit(fieldChange(sync.local, 'q2', 'context', 'B'), history.edit(1000, 'Text', 'q2'), 'c2'),
    ]
    for (const _ of edits) (await answer()).resolve({})
    expect(await Promise.all(edits)).toEqual([{ ok: true }, { ok: true }])
    const [first, second] = stack.view.entries.map((_, i) => stack.item(i + 1)!)
    const undoSecond = sync.submit(
      fieldChange(sync.local, 'q2', 'context', text(doc, 'q2') ?? null),
      history.step('undo', second!.id),
      'u2',
    )
    const undoFirst = sync.submit(
      fieldChange(sync.local, 'q1', 'context', text(doc, 'q1') ?? null),
      history.step('undo', first!.id),
      'u1',
    )
    expect(stack.view.pointer).toBe(0)
    ;(await answer()).reject(refusal())
    expect(await undoSecond).toMatchObject({ ok: false })
    expect(sync.pending).toEqual([])
    expect(await undoFirst).toMatchObject({ ok: false, error: { code: 'sync_failed' } })
    expect([text(sync.local, 'q1'), text(sync.local, 'q2')]).toEqual(['A', 'B'])
    expect(stack.view.pointer).toBe(2)
    expect(stack.peekUndo()?.id).toBe(second!.id)
  })
})
