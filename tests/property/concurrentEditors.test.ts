import { type DialogEditor, type EngineError, type Result, type Transport, type TransportCall, createDialogEditor, deleteBlock, toEditorState, updateBlock } from '@engine/index'
import { FakeServer } from '@engine/testing/FakeServer'
import { aSurvey, testContext } from '@engine/testing/aSurvey'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { content, opArb, toCommand } from './editorOps'

const who = fc.constantFrom(0 as const, 1 as const)
const action = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('op' as const), who, op: opArb }) },
  // An edit with a value no other edit has: the server's log shows whether it arrived.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), who, pick: fc.nat({ max: 50 }) }) },
  // Deletes are what make a rebase impossible: more of them than in the shared op mix.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), who, pick: fc.nat({ max: 50 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refresh' as const), who }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'settle' as const }) },
)

/** Refusals before anything changed: the command did not apply to the editor's own state. */
const refusedUpFront: ReadonlySet<string> = new Set(['nothing_to_undo', 'nothing_to_redo', 'block_not_found', 'invalid_input', 'condition_not_found', 'connection_not_found', 'trigger_not_found', 'block_exists', 'not_a_permutation'])

interface Tracked {
  token: string | undefined
  result: Promise<Result>
}

describe('two editors on one dialog, over a server that enforces expected_version', () => {
  it('converge to the server, lose no accepted edit, and report every edit they drop, for any interleaving', async () => {
    let conflicts = 0
    let dropped = 0
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(action, { minLength: 1, maxLength: 30 }), async (s, actions) => {
        const snapshot = aSurvey({ blocks: 4 })
        const server = new FakeServer(toEditorState(snapshot), 0)
        const accepted: TransportCall[] = []
        // Every call and every reload of either editor resolves whenever the scheduler decides.
        const transport: Transport = {
          send: (call) =>
            s.schedule(Promise.resolve(), `${call.method} ${call.path}`).then(async () => {
              try {
                const answer = await server.send(call)
                accepted.push(call)
                return answer
              } catch (error) {
                conflicts++
                throw error
              }
            }),
        }
        const editors = ['a', 'b'].map((name) => {
          const clock = testContext()
          const editor = createDialogEditor({
            ...server.snapshot(),
            transport,
            now: clock.now,
            newId: () => `${name}${clock.newId()}`,
            load: () => s.schedule(Promise.resolve(), `reload ${name}`).then(() => server.snapshot()),
          })
          const errors: EngineError[] = []
          editor.errors$.subscribe((e) => errors.push(e))
          return { editor, clock, errors, tracked: [] as Tracked[] }
        })
        let tokens = 0
        const refreshes: Promise<Result>[] = []
        for (const a of actions) {
          if (a.kind === 'settle') {
            if (s.count() > 0) await s.waitOne()
            continue
          }
          const { editor, clock, tracked } = editors[a.who]!
          clock.advance(150)
          const state = editor.getState()
          if (a.kind === 'refresh') refreshes.push(editor.refresh())
          else if (a.kind === 'undo') tracked.push({ token: undefined, result: editor.undo() })
          else if (a.kind === 'op') {
            const command = toCommand(state, a.op)
            if (command) tracked.push({ token: undefined, result: editor.execute(command) })
          } else if (a.kind === 'remove') {
            const id = state.blocks.ids[a.pick % Math.max(1, state.blocks.size)]
            if (id) tracked.push({ token: undefined, result: editor.execute(deleteBlock({ unique_question_id: id })) })
          } else {
            const id = state.blocks.ids[a.pick % Math.max(1, state.blocks.size)]
            const token = `T${++tokens}`
            if (id) tracked.push({ token, result: editor.execute(updateBlock({ unique_question_id: id, key: 'context', value: token })) })
          }
        }
        const all = [...refreshes, ...editors.flatMap((e) => e.tracked.map((t) => t.result))]
        await s.waitFor(Promise.all(all))
        await s.waitAll()
        for (const { editor } of editors) {
          await s.waitFor(editor.refresh())
          expect(await firstValueFrom(editor.pending$)).toBe(0)
        }
        for (const { editor } of editors) expect(content(editor.getState())).toEqual(content(server.state))

        const log = JSON.stringify(accepted)
        for (const { tracked, errors } of editors) {
          for (const { token, result } of tracked) {
            const outcome = await result
            // Accepted edits reached the server. An edit that changed the state is dropped only
            // when its rebase on the other editor's edits is impossible, and that is reported.
            if (outcome.ok && token) expect(log).toContain(`"${token}"`)
            if (!outcome.ok && !refusedUpFront.has(outcome.error.code)) {
              expect(outcome.error.code).toBe('edit_conflict')
              expect(errors).toContain(outcome.error)
            }
          }
        }

        // The first editor's history still describes reachable states: undoing all of it stays in sync.
        const first: { editor: DialogEditor } = editors[0] as (typeof editors)[number]
        for (let guard = 0; first.editor.canUndo() && guard < 200; guard++) {
          const undone = await s.waitFor(first.editor.undo())
          if (!undone.ok && undone.error.code !== 'sync_failed' && undone.error.code !== 'edit_conflict') throw new Error(`undo impossible: ${undone.error.code} ${undone.error.message}`)
        }
        await s.waitAll()
        expect(content(first.editor.getState())).toEqual(content(server.state))
        dropped += editors.reduce((n, e) => n + e.errors.filter((error) => error.code === 'edit_conflict').length, 0)
      }),
      { numRuns: 200 },
    )
    // Guards against a property that passes because the editors never raced.
    expect(conflicts).toBeGreaterThan(50)
    expect(dropped).toBeGreaterThan(0)
  })
})
