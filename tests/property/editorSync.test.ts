import {
  type Command,
  type EditorState,
  arrangeBlocks,
  createDialogEditor,
  setPositions,
  toEditorState,
  type Transport,
} from '@engine/index'
import { FakeServer, aSurvey, testContext } from '@engine/testing'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { content, opArb, toCommand } from '@engine/testing'

/** Multi-block position edits, local to this test: the shared op mix also drives a model that has no notion of them. */
const layoutOp = fc.oneof(
  fc.constant({ kind: 'arrange' as const }),
  fc.record({
    kind: fc.constant('positions' as const),
    picks: fc.array(fc.nat({ max: 50 }), { minLength: 1, maxLength: 3 }),
    x: fc.integer({ min: -500, max: 500 }),
    y: fc.integer({ min: -500, max: 500 }),
  }),
)
type LayoutOp = typeof layoutOp extends fc.Arbitrary<infer T> ? T : never

function toLayoutCommand(state: EditorState, op: LayoutOp): Command | undefined {
  if (op.kind === 'arrange') return arrangeBlocks()
  const ids = state.blocks.ids
  if (ids.length === 0) return undefined
  return setPositions({
    positions: Object.fromEntries(
      op.picks.map((p, i) => [ids[p % ids.length] as string, p % 4 === 0 ? null : { x: op.x + i, y: op.y }]),
    ),
  })
}

const action = fc.oneof(
  { weight: 6, arbitrary: opArb.map((op) => ({ kind: 'op' as const, op })) },
  { weight: 1, arbitrary: layoutOp.map((op) => ({ kind: 'layout' as const, op })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
)

describe('optimistic sync under failures and arbitrary timing', () => {
  it('converges: once everything settles, local state equals the server and nothing is pending', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(action, { minLength: 1, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        fc.boolean(),
        async (s, actions, failures, withReload) => {
          const snapshot = aSurvey({ blocks: 3 })
          const server = new FakeServer(toEditorState(snapshot))
          let calls = 0
          // Each call and each reload resolves whenever the scheduler decides; a share of calls fail.
          const transport: Transport = {
            send: (call) => {
              const fail = failures[calls++ % failures.length]
              return s.schedule(Promise.resolve(), `${call.method} ${call.path}`).then(() => {
                if (fail) throw new Error('Serverfehler')
                return server.send(call)
              })
            },
          }
          const clock = testContext()
          const editor = createDialogEditor({
            ...snapshot,
            transport,
            now: clock.now,
            newId: clock.newId,
            load: withReload ? () => s.schedule(Promise.resolve(), 'reload').then(() => server.snapshot()) : undefined,
          })
          const results: Promise<unknown>[] = []
          for (const a of actions) {
            clock.advance(150)
            if (a.kind === 'settle') {
              if (s.count() > 0) await s.waitOne()
            } else if (a.kind === 'undo') results.push(editor.undo())
            else if (a.kind === 'redo') results.push(editor.redo())
            else if (a.kind === 'layout') {
              const command = toLayoutCommand(editor.getState(), a.op)
              if (command) results.push(editor.execute(command))
            } else {
              const command = toCommand(editor.getState(), a.op)
              if (command) results.push(editor.execute(command))
            }
          }
          await s.waitFor(Promise.all(results))
          await s.waitAll()
          expect(content(editor.getState())).toEqual(content(server.state))
          expect(await firstValueFrom(editor.pending$)).toBe(0)
          // The history still describes reachable states: undoing everything stays in sync too.
          for (let guard = 0; editor.canUndo() && guard < 200; guard++) {
            const undone = await s.waitFor(editor.undo())
            if (!undone.ok && undone.error.code !== 'sync_failed')
              throw new Error(`undo impossible: ${undone.error.code} ${undone.error.message}`)
          }
          await s.waitAll()
          expect(content(editor.getState())).toEqual(content(server.state))
        },
      ),
      { numRuns: 300 },
    )
  })
})
