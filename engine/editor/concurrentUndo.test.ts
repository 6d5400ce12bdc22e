import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { setEndBlocks, updateBlock } from '../commands'
import { aSharedDialog, holding } from '../testing/aSharedDialog'

/** Undo and redo next to another editor's edits (docs/reliability/concurrent-editors.md, steps 6 and 7). */
describe('undo and redo with a concurrent editor (issue #10)', () => {
  it('undo of a rebased edit restores the other editor’s value, not the one seen before', async () => {
    const { server, open } = aSharedDialog()
    const gate = holding(server)
    const a = open(gate.transport, 'a')
    const b = open(server, 'b')
    const mine = a.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'A' }))
    await b.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'B' }))
    gate.release()
    await mine
    expect(server.state.blocks.get('q1')?.context).toBe('A')
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(server.state.blocks.get('q1')?.context).toBe('B')
  })

  it('an undo waiting behind a rebased edit restores the other editor’s value, not the one this editor started from', async () => {
    const { server, open } = aSharedDialog()
    const gate = holding(server)
    const a = open(gate.transport, 'a')
    const b = open(server, 'b')
    const mine = a.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'A' }))
    const undone = a.editor.undo()
    await b.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'B' }))
    gate.release()
    expect(await mine).toEqual({ ok: true })
    expect(await undone).toEqual({ ok: true })
    expect(server.state.blocks.get('q1')?.context).toBe('B')
    expect(a.editor.getState().blocks.get('q1')?.context).toBe('B')
    expect(await a.editor.redo()).toEqual({ ok: true })
    expect(server.state.blocks.get('q1')?.context).toBe('A')
    expect(a.errors).toEqual([])
  })

  it('merges end blocks: each editor’s marks survive, undo and redo move only one’s own', async () => {
    const { server, open, ends } = aSharedDialog()
    await open().editor.execute(setEndBlocks({ unique_question_ids: ['q3'] }))
    const gate = holding(server)
    const a = open(gate.transport, 'a')
    const b = open(server, 'b')
    // A marks q1; meanwhile B marks q2 and unmarks q3. A's edit lists [q1, q3] as A saw it.
    const mine = a.editor.execute(setEndBlocks({ unique_question_ids: ['q1', 'q3'] }))
    await b.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))
    gate.release()
    expect(await mine).toEqual({ ok: true })
    expect(ends()).toEqual(['q1', 'q2'])
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q2'])
    expect(await a.editor.redo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q1', 'q2'])
  })

  it('a rebased end-block edit records the merged list in its history entry, not the list this editor saw', async () => {
    const { server, open } = aSharedDialog()
    const gate = holding(server)
    const a = open(gate.transport, 'a')
    const b = open(server, 'b')
    const mine = a.editor.execute(setEndBlocks({ unique_question_ids: ['q1'] }))
    await b.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))
    gate.release()
    expect(await mine).toEqual({ ok: true })
    const { entries } = await firstValueFrom(a.editor.history$)
    expect(entries.map((e) => [e.old_value, e.new_value])).toEqual([[['q2'], ['q1', 'q2']]])
  })

  it('undo of end-block marks after a refresh removes only this editor’s marks', async () => {
    const { server, open, ends } = aSharedDialog()
    const a = open(server, 'a')
    const b = open(server, 'b')
    expect(await a.editor.execute(setEndBlocks({ unique_question_ids: ['q1'] }))).toEqual({ ok: true })
    expect(await b.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))).toEqual({ ok: true })
    expect(ends()).toEqual(['q1', 'q2'])
    expect(await a.editor.refresh()).toEqual({ ok: true })
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q2'])
    expect(await a.editor.redo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q1', 'q2'])
    expect(
      a.editor
        .getState()
        .blocks.values()
        .filter((bl) => bl.is_end)
        .map((bl) => bl.unique_question_id),
    ).toEqual(ends())
  })

  it('redo of end-block marks after a refresh keeps the other editor’s marks', async () => {
    const { server, open, ends } = aSharedDialog()
    const a = open(server, 'a')
    const b = open(server, 'b')
    expect(await a.editor.execute(setEndBlocks({ unique_question_ids: ['q1'] }))).toEqual({ ok: true })
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(await b.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))).toEqual({ ok: true })
    expect(await a.editor.refresh()).toEqual({ ok: true })
    expect(await a.editor.redo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q1', 'q2'])
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(ends()).toEqual(['q2'])
  })
})
