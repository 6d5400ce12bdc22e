import { createDialogEditor, HistoryEntry, toEditorState } from '@engine/index'
import { FakeServer, aSurvey, testContext } from '@engine/testing'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { content, opArb, toCommand } from '@engine/testing'

function newEditor() {
  const snapshot = aSurvey({ blocks: 4 })
  const clock = testContext()
  const server = new FakeServer(toEditorState(snapshot))
  const editor = createDialogEditor({ ...snapshot, transport: server, now: clock.now, newId: clock.newId })
  return { editor, clock, server }
}

/** Runs ops one by one (each confirmed), 600 ms apart so none merge; returns how many were recorded. */
async function runOps(ops: Parameters<typeof toCommand>[1][]) {
  const setup = newEditor()
  for (const op of ops) {
    const command = toCommand(setup.editor.getState(), op)
    if (command) await setup.editor.execute(command)
    setup.clock.advance(600)
  }
  return setup
}

const ops = fc.array(opArb, { minLength: 1, maxLength: 25 })

describe('undo/redo laws for any sequence of commands', () => {
  it('undo^n then redo^n is identity', async () => {
    await fc.assert(
      fc.asyncProperty(ops, fc.nat(), async (list, k) => {
        const { editor } = await runOps(list)
        const { pointer } = await firstValueFrom(editor.history$)
        const n = pointer === 0 ? 0 : (k % pointer) + 1
        const before = content(editor.getState())
        for (let i = 0; i < n; i++) expect((await editor.undo()).ok).toBe(true)
        for (let i = 0; i < n; i++) expect((await editor.redo()).ok).toBe(true)
        expect(content(editor.getState())).toEqual(before)
      }),
      { numRuns: 150 },
    )
  })

  it('undo all returns the initial state, on the client and on the server', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (list) => {
        const { editor, server } = await runOps(list)
        const initial = content(toEditorState(aSurvey({ blocks: 4 })))
        while (editor.canUndo()) expect((await editor.undo()).ok).toBe(true)
        expect(content(editor.getState())).toEqual(initial)
        expect(content(server.state)).toEqual(initial)
      }),
      { numRuns: 150 },
    )
  })

  it('a new command after undo clears redo', async () => {
    await fc.assert(
      fc.asyncProperty(ops, opArb, async (list, extra) => {
        const { editor } = await runOps(list)
        if (!editor.canUndo()) return
        await editor.undo()
        const command = toCommand(editor.getState(), extra)
        if (!command || !(await editor.execute(command)).ok) return
        expect(editor.canRedo()).toBe(false)
        const { entries, pointer } = await firstValueFrom(editor.history$)
        expect(pointer).toBe(entries.length)
      }),
      { numRuns: 100 },
    )
  })

  it('every history entry has exactly the documented shape', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (list) => {
        const { editor } = await runOps(list)
        const { entries } = await firstValueFrom(editor.history$)
        for (const entry of entries) {
          expect(Object.keys(entry).sort()).toEqual([
            'change',
            'key',
            'new_value',
            'old_value',
            'subtitle',
            'time',
            'title',
            'type',
            'unique_question_id',
          ])
          expect(HistoryEntry.safeParse(entry).success).toBe(true)
          expect(entry.title.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 100 },
    )
  })
})
