import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createDialogEditor } from '../editor/createDialogEditor'
import { layoutInput } from '../graph/createGraphDeriver'
import { layoutGraph } from '../graph/layoutGraph'
import { HistoryEntry } from '../history/HistoryEntry'
import { applyChange, conflictOf, invertChange } from '../changes/apply'
import { toEditorState } from '../model/snapshot'
import type { Transport } from '../sync/Transport'
import { FakeServer } from '../testing/FakeServer'
import { aSurvey, testContext } from '../testing/aSurvey'
import { connect } from './structure'
import { copyBlock, updateBlock } from './blocks'
import { arrangeBlocks, setPositions } from './positions'

function setup(options: { blocks?: number; withPositions?: boolean; transport?: Transport } = {}) {
  const snapshot = aSurvey({ blocks: options.blocks ?? 3, withPositions: options.withPositions ?? false })
  const server = new FakeServer(toEditorState(snapshot))
  const clock = testContext()
  const editor = createDialogEditor({
    ...snapshot,
    transport: options.transport ?? server,
    now: clock.now,
    newId: clock.newId,
  })
  const history = () => firstValueFrom(editor.history$)
  const positions = () =>
    editor
      .getState()
      .blocks.values()
      .map((b) => b.position)
  return { editor, server, clock, history, positions }
}

describe('setPositions', () => {
  it('records one entry with the previous positions of exactly the named blocks, null included', async () => {
    const { editor, history } = setup()
    await editor.execute(updateBlock({ unique_question_id: 'q2', key: 'position', value: { x: 5, y: 6 } }))
    expect((await editor.execute(setPositions({ positions: { q1: { x: 1, y: 2 }, q2: null } }))).ok).toBe(true)
    const entry = (await history()).entries[1]
    expect(HistoryEntry.parse(entry)).toEqual({
      type: 'blocks',
      change: 'update',
      unique_question_id: null,
      key: 'positions',
      old_value: { q1: null, q2: { x: 5, y: 6 } },
      new_value: { q1: { x: 1, y: 2 }, q2: null },
      time: expect.any(Number),
      title: 'Blöcke angeordnet',
      subtitle: '2 Blöcke',
    })
  })

  it('replaces only the named blocks; the others and the structure keep their identity', () => {
    const state = toEditorState(aSurvey({ blocks: 3 }))
    const { change } = setPositions({ positions: { q2: { x: 10, y: 20 } } }).toChange(state, testContext())
    const next = applyChange(state, change)
    expect(next.blocks.get('q2')?.position).toEqual({ x: 10, y: 20 })
    expect(next.blocks.get('q1')).toBe(state.blocks.get('q1'))
    expect(next.blocks.get('q3')).toBe(state.blocks.get('q3'))
    expect(next.blocks.ids).toBe(state.blocks.ids)
  })

  it('undo restores the old positions exactly, redo the new ones, and the server follows in one call each', async () => {
    const { editor, server, positions } = setup({ withPositions: true })
    await editor.execute(updateBlock({ unique_question_id: 'q3', key: 'position', value: null }))
    const before = positions()
    await editor.execute(setPositions({ positions: { q1: { x: -4, y: 7.5 }, q3: { x: 1, y: 1 } } }))
    expect(positions()).toEqual([
      { x: -4, y: 7.5 },
      { x: 0, y: 150 },
      { x: 1, y: 1 },
    ])
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/surveys/s1/changes',
      body: { change: { kind: 'positions', after: { q1: { x: -4, y: 7.5 }, q3: { x: 1, y: 1 } } } },
    })
    expect((await editor.undo()).ok).toBe(true)
    expect(positions()).toEqual(before)
    expect(server.calls.at(-1)?.body).toMatchObject({
      change: { kind: 'positions', after: { q1: { x: 0, y: 0 }, q3: null } },
    })
    expect((await editor.redo()).ok).toBe(true)
    expect(server.state.blocks.values().map((b) => b.position)).toEqual(positions())
  })

  it('refuses an unknown block or a non-finite position and changes nothing', async () => {
    const { editor, server, history } = setup()
    const before = editor.getState()
    expect(
      await editor.execute(setPositions({ positions: { q1: { x: 1, y: 1 }, fehlt: { x: 0, y: 0 } } })),
    ).toMatchObject({ ok: false, error: { code: 'block_not_found' } })
    expect(await editor.execute(setPositions({ positions: { q1: { x: Number.NaN, y: 1 } } }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    })
    expect(await editor.execute(setPositions({ positions: { q1: { x: Infinity, y: 1 } } }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    })
    expect(await editor.execute(setPositions({ positions: {} }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    })
    expect(editor.getState()).toBe(before)
    expect(server.calls).toHaveLength(0)
    expect((await history()).entries).toHaveLength(0)
  })

  it('applying a change that names a missing block throws block_not_found', () => {
    const state = toEditorState(aSurvey({ blocks: 2 }))
    expect(() =>
      applyChange(state, {
        kind: 'positions',
        before: { q1: null, q9: null },
        after: { q1: { x: 2, y: 2 }, q9: null },
      }),
    ).toThrow('Block q9 existiert nicht.')
  })

  it('never merges two position entries, even within 500 ms', async () => {
    const { editor, history, clock } = setup()
    await editor.execute(setPositions({ positions: { q1: { x: 1, y: 1 } } }))
    clock.advance(100)
    await editor.execute(setPositions({ positions: { q2: { x: 2, y: 2 } } }))
    expect((await history()).entries).toHaveLength(2)
    await editor.undo()
    await editor.undo()
    expect(
      editor
        .getState()
        .blocks.values()
        .every((b) => b.position === null),
    ).toBe(true)
  })

  it('a refused call rolls the positions back and drops the entry', async () => {
    const { editor, history, positions } = setup({ transport: { send: () => Promise.reject(new Error('500')) } })
    expect((await editor.execute(setPositions({ positions: { q1: { x: 1, y: 1 } } }))).ok).toBe(false)
    expect(positions()).toEqual([null, null, null])
    expect((await history()).entries).toHaveLength(0)
  })

  it('undo sees a colleague who moved one of the blocks since, or deleted one, as a conflict', () => {
    const state = toEditorState(aSurvey({ blocks: 3 }))
    const ctx = testContext()
    const { change } = setPositions({ positions: { q1: { x: 1, y: 1 }, q2: { x: 2, y: 2 } } }).toChange(state, ctx)
    const applied = applyChange(state, change)
    expect(conflictOf(applied, invertChange(change))).toBeNull()
    const drifted = applyChange(
      applied,
      updateBlock({ unique_question_id: 'q1', key: 'position', value: { x: 9, y: 9 } }).toChange(applied, ctx).change,
    )
    expect(conflictOf(drifted, invertChange(change))).toEqual({ code: 'changed_by_other' })
    const withoutQ2 = { ...applied, blocks: applied.blocks.remove('q2') }
    expect(conflictOf(withoutQ2, invertChange(change))).toEqual({ code: 'deleted_by_other' })
    expect(() => applyChange(withoutQ2, invertChange(change))).toThrow('Block q2 existiert nicht.')
  })

  it('applying a change and then its inverse gives back the same content', () => {
    const state = toEditorState(aSurvey({ blocks: 5, withPositions: true }))
    const ids = state.blocks.ids as string[]
    const position = fc.option(
      fc.record({ x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }) }),
      { nil: null },
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids), position, { minKeys: 1 }), (positions) => {
        const { change } = setPositions({ positions }).toChange(state, testContext())
        const back = applyChange(applyChange(state, change), invertChange(change))
        expect(back.blocks.values()).toEqual(state.blocks.values())
      }),
    )
  })
})

describe('arrangeBlocks', () => {
  it('arranges in columns when asked: a 12-block line becomes columns side by side, one undo step', async () => {
    const { editor, positions } = setup({ blocks: 12 })
    const columns = layoutGraph(layoutInput(editor.getState()), 'columns')
    expect((await editor.execute(arrangeBlocks('columns'))).ok).toBe(true)
    expect(positions()).toEqual(editor.getState().blocks.ids.map((id) => columns.get(id)))
    expect(new Set(positions().map((p) => p?.x)).size).toBeGreaterThan(1)
    await editor.undo()
    expect(positions().every((p) => p === null)).toBe(true)
  })

  it('pins every block where layoutGraph puts it, as one undo step', async () => {
    const { editor, history, positions } = setup({ blocks: 4 })
    await editor.execute(connect({ source: 'q1', handle: 'ja', target: 'q3' }))
    const layout = layoutGraph(layoutInput(editor.getState()))
    expect((await editor.execute(arrangeBlocks())).ok).toBe(true)
    expect(positions()).toEqual(editor.getState().blocks.ids.map((id) => layout.get(id)))
    const { entries } = await history()
    expect(entries[1]).toMatchObject({
      key: 'positions',
      unique_question_id: null,
      title: 'Automatisch angeordnet',
      subtitle: '4 Blöcke',
    })
    await editor.undo()
    expect(positions()).toEqual([null, null, null, null])
  })

  it('leaves out blocks already in place and refuses when all are', async () => {
    const { editor, history } = setup({ blocks: 3 })
    const layout = layoutGraph(layoutInput(editor.getState()))
    await editor.execute(updateBlock({ unique_question_id: 'q2', key: 'position', value: layout.get('q2') }))
    await editor.execute(arrangeBlocks())
    expect(Object.keys((await history()).entries[1]?.new_value as object)).toEqual(['q1', 'q3'])
    expect(await editor.execute(arrangeBlocks())).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'Die Blöcke sind bereits angeordnet.' },
    })
  })
})

describe('copyBlock', () => {
  it('puts the copy of a placed block beside it, on a free spot, never on top of it', async () => {
    const { editor } = setup({ blocks: 2, withPositions: true })
    await editor.execute(copyBlock({ unique_question_id: 'q1' }))
    await editor.execute(copyBlock({ unique_question_id: 'q1' }))
    const placed = editor
      .getState()
      .blocks.values()
      .map((b) => b.position as { x: number; y: number })
    expect(placed).toHaveLength(4)
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1)) expect(Math.abs(a.x - b.x) >= 260 || Math.abs(a.y - b.y) >= 110).toBe(true)
  })

  it("takes the position the client gives, and leaves a laid-out block's copy to the layout", async () => {
    const { editor } = setup({ blocks: 2 })
    await editor.execute(copyBlock({ unique_question_id: 'q1' }))
    await editor.execute(copyBlock({ unique_question_id: 'q2', position: { x: 700, y: 20 } }))
    const copies = editor
      .getState()
      .blocks.values()
      .filter((b) => !['q1', 'q2'].includes(b.unique_question_id))
    expect(copies.map((b) => b.position)).toEqual([null, { x: 700, y: 20 }])
  })
})
