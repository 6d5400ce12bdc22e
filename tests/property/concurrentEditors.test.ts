import {
  type DialogEditor,
  type EngineError,
  type Result,
  type Transport,
  type TransportCall,
  createDialogEditor,
  deleteBlock,
  toEditorState,
  updateBlock,
} from '@engine/index'
import { isStaleVersion } from '@engine/sync'
import { FakeServer, aSurvey, testContext } from '@engine/testing'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { content, opArb, toCommand } from '@engine/testing'

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
const refusedUpFront: ReadonlySet<string> = new Set([
  'nothing_to_undo',
  'nothing_to_redo',
  'block_not_found',
  'invalid_input',
  'condition_not_found',
  'connection_not_found',
  'trigger_not_found',
  'block_exists',
  'not_a_permutation',
])

interface Tracked {
  /** For a text edit: the block and the value only it writes. */
  text?: { id: string; token: string }
  result: Promise<Result>
}

/** The change a call sends, if it is a dialog change (POST /api/surveys/{id}/changes). */
type SentChange = { kind?: string; block?: unknown; key?: string; after?: unknown }
const sentChange = (call: TransportCall): SentChange =>
  call.path.endsWith('/changes') ? ((call.body as { change?: SentChange }).change ?? {}) : {}
/** The context text a call writes into block `id`, if it does. */
const contextWritten = (call: TransportCall, id: string) => {
  const c = sentChange(call)
  return c.kind === 'block.field' && c.block === id && c.key === 'context' ? c.after : undefined
}
const writesContext = (call: TransportCall, id: string) => contextWritten(call, id) !== undefined
const deletes = (call: TransportCall, id: string) => {
  const c = sentChange(call)
  return c.kind === 'block.delete' && (c.block as { unique_question_id?: string }).unique_question_id === id
}

describe('two editors on one dialog, over a server that enforces expected_version', () => {
  it('converge to the server, lose no accepted edit, and report every edit they drop, for any interleaving', async () => {
    let conflicts = 0
    let dropped = 0
    let comparedBeforeRefresh = 0
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(action, { minLength: 1, maxLength: 30 }), async (s, actions) => {
        const snapshot = aSurvey({ blocks: 4 })
        const server = new FakeServer(toEditorState(snapshot), 0)
        const accepted: TransportCall[] = []
        // How many accepted calls each editor's confirmed state reflects: all of them after it
        // loaded, and one more with each own call accepted while it reflected all before it.
        const seen = [0, 0]
        // Every call and every reload of either editor resolves whenever the scheduler decides.
        const transportOf = (i: number): Transport => ({
          send: (call) =>
            s.schedule(Promise.resolve(), `${call.method} ${call.path}`).then(() => {
              // The fake applies a call synchronously: a new state object means it was accepted.
              const before = server.state
              // Reading the edit log brings this editor up to date with the dialog's changes (trigger
              // calls are outside the log, only a reload brings those).
              if (call.method === 'GET' && accepted.slice(seen[i]).every((c) => c.path.endsWith('/changes')))
                seen[i] = accepted.length
              const answer = server.send(call)
              if (server.state !== before) {
                if (seen[i] === accepted.length) seen[i] = accepted.length + 1
                accepted.push(call)
              }
              return answer.catch((error: unknown) => {
                if (isStaleVersion(error)) conflicts++
                throw error
              })
            }),
        })
        const editors = ['a', 'b'].map((name, i) => {
          const clock = testContext()
          const editor = createDialogEditor({
            ...server.snapshot(),
            transport: transportOf(i),
            now: clock.now,
            newId: () => `${name}${clock.newId()}`,
            load: () =>
              s.schedule(Promise.resolve(), `reload ${name}`).then(() => {
                seen[i] = accepted.length
                return server.snapshot()
              }),
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
          else if (a.kind === 'undo') tracked.push({ result: editor.undo() })
          else if (a.kind === 'op') {
            const command = toCommand(state, a.op)
            if (command) tracked.push({ result: editor.execute(command) })
          } else {
            const id = state.blocks.ids[a.pick % Math.max(1, state.blocks.size)]
            if (!id) continue
            if (a.kind === 'remove') tracked.push({ result: editor.execute(deleteBlock({ unique_question_id: id })) })
            else {
              const token = `T${++tokens}`
              tracked.push({
                text: { id, token },
                result: editor.execute(updateBlock({ unique_question_id: id, key: 'context', value: token })),
              })
            }
          }
        }
        const all = [...refreshes, ...editors.flatMap((e) => e.tracked.map((t) => t.result))]
        await s.waitFor(Promise.all(all))
        await s.waitAll()

        // There is no push (docs/reliability/concurrent-editors.md, Limits): an editor shows the
        // server's state, without a refresh, when nothing was accepted since it last loaded or saved.
        for (const [i, { editor }] of editors.entries()) {
          expect(await firstValueFrom(editor.pending$)).toBe(0)
          if (seen[i] !== accepted.length) continue
          expect(content(editor.getState()), 'before the refresh').toEqual(content(server.state))
          comparedBeforeRefresh++
        }
        for (const { editor } of editors) {
          expect(await s.waitFor(editor.refresh())).toEqual({ ok: true })
          expect(content(editor.getState())).toEqual(content(server.state))
        }

        for (const { tracked, errors } of editors) {
          for (const { text, result } of tracked) {
            const outcome = await result
            // An accepted edit reached the server, and is still there unless a later accepted
            // write to the same field replaced it or its block was deleted.
            if (outcome.ok && text) {
              const at = accepted.findIndex((call) => contextWritten(call, text.id) === text.token)
              expect(at, `${text.token} was accepted but never saved`).toBeGreaterThanOrEqual(0)
              const later = accepted.slice(at + 1)
              const kept = server.state.blocks.get(text.id)?.context === text.token
              expect(
                kept || later.some((call) => writesContext(call, text.id) || deletes(call, text.id)),
                `${text.token} was lost`,
              ).toBe(true)
            }
            // An edit that changed the state is dropped only when its rebase on the other
            // editor's edits is impossible, and that is reported.
            if (!outcome.ok && !refusedUpFront.has(outcome.error.code)) {
              // An undo is skipped instead when it would overwrite the other editor's later edit.
              expect(['edit_conflict', 'undo_skipped']).toContain(outcome.error.code)
              expect(errors).toContain(outcome.error)
            }
          }
        }

        // The first editor's history still describes reachable states: undoing all of it stays in sync.
        const first: { editor: DialogEditor } = editors[0] as (typeof editors)[number]
        for (let guard = 0; first.editor.canUndo() && guard < 200; guard++) {
          const undone = await s.waitFor(first.editor.undo())
          if (
            !undone.ok &&
            !['sync_failed', 'edit_conflict', 'undo_skipped', 'nothing_to_undo'].includes(undone.error.code)
          )
            throw new Error(`undo impossible: ${undone.error.code} ${undone.error.message}`)
        }
        await s.waitAll()
        expect(content(first.editor.getState())).toEqual(content(server.state))
        dropped += editors.reduce((n, e) => n + e.errors.filter((error) => error.code === 'edit_conflict').length, 0)
      }),
      { numRuns: 200 },
    )
    // Guards against a property that passes because the editors never raced, or never compared.
    expect(conflicts).toBeGreaterThan(50)
    expect(dropped).toBeGreaterThan(0)
    expect(comparedBeforeRefresh).toBeGreaterThan(150)
  })
})
