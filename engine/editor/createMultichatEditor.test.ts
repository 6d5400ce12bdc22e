import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createTrigger, deleteTrigger } from '../commands'
import type { EngineError } from '../EngineError'
import { toEditorState } from '../model/snapshot'
import type { TriggerAction } from '../model/trigger'
import type { Transport } from '../sync/Transport'
import { FakeServer } from '../testing/FakeServer'
import { aSurvey, testContext } from '../testing/aSurvey'
import { createMultichatEditor } from './createMultichatEditor'
import type { MultichatDialog } from './createMultichatEditorState'

const aDialog = (survey_id: string, order: number, editable = true): MultichatDialog => ({
  survey_id,
  survey_name: `Dialog ${survey_id}`,
  order,
  editable,
  state: toEditorState(aSurvey({ survey_id, blocks: 2 })),
})

function setup(options: { transport?: Transport; dialogs?: MultichatDialog[] } = {}) {
  const server = new FakeServer(toEditorState(aSurvey({ survey_id: 'multichat', blocks: 0 })))
  const clock = testContext()
  const dialogs = options.dialogs ?? [aDialog('s2', 1), aDialog('s1', 0), aDialog('s3', 2, false)]
  const editor = createMultichatEditor({
    dialog_manager_id: 7,
    dialogs,
    triggers: [],
    transport: options.transport ?? server,
    now: clock.now,
    newId: clock.newId,
  })
  return { editor, server, clock }
}

const end = (survey_id: string, unique_question_id = 'q1') => ({ survey_id, unique_question_id })
const trigger = (action: TriggerAction, from = end('s1'), to = end('s2'), release_after_seconds?: number) =>
  createTrigger({ dialog_manager_id: 7, action, source: from, target: to, release_after_seconds })

describe('createMultichatEditor', () => {
  it('lists the connected dialogs lead first, by order', () => {
    const { editor } = setup()
    expect(editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s1', 's2', 's3'])
  })

  it('creates a moveTo trigger between blocks of two dialogs and saves it with create_trigger', async () => {
    const { editor, server } = setup()
    expect(await editor.execute(trigger('moveDialog'))).toEqual({ ok: true })
    expect(editor.getState().triggers).toEqual([
      {
        id: 'n1',
        dialog_manager_id: 7,
        survey_id: 's1',
        unique_question_id: 'q1',
        trigger: 'moveTo;s2;q1',
        init_survey: false,
      },
    ])
    // `after` names the trigger before it in the multichat's list (none: first), so undo keeps the order.
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/create_trigger', body: { ...editor.getState().triggers[0], after: null } },
    ])
  })

  it('carries release_after_seconds for waitAPI only', async () => {
    const { editor } = setup()
    await editor.execute(trigger('waitAPI', end('s1'), end('s2'), 30))
    await editor.execute(trigger('waitFor', end('s1', 'q2'), end('s2'), 30))
    const [api, wait] = editor.getState().triggers
    expect(api).toMatchObject({ survey_id: 's2', trigger: 'waitAPI;s1;q1', release_after_seconds: 30 })
    expect(wait).not.toHaveProperty('release_after_seconds')
  })

  it.each([
    ['within one dialog', trigger('moveDialog', end('s1', 'q1'), end('s1', 'q2'))],
    ['to a block that does not exist', trigger('moveDialog', end('s1'), end('s2', 'q9'))],
    ['to a dialog that is not connected', trigger('moveDialog', end('s1'), end('s9'))],
    ['to a dialog the editor may not edit', trigger('moveDialog', end('s1'), end('s3'))],
  ])('refuses a trigger %s before anything changes', async (_name, command) => {
    const { editor, server } = setup()
    const result = await editor.execute(command)
    expect(result.ok).toBe(false)
    expect(editor.getState().triggers).toEqual([])
    expect(editor.canUndo()).toBe(false)
    expect(server.calls).toEqual([])
  })

  it('refuses the same trigger twice', async () => {
    const { editor } = setup()
    await editor.execute(trigger('startDialog'))
    expect((await editor.execute(trigger('startDialog'))).ok).toBe(false)
    expect(editor.getState().triggers).toHaveLength(1)
  })

  it('undo of a deleted trigger brings it back with its id; redo deletes it again', async () => {
    const { editor, server } = setup()
    await editor.execute(trigger('moveDialog'))
    await editor.execute(deleteTrigger({ id: 'n1' }))
    expect(editor.getState().triggers).toEqual([])
    await editor.undo()
    expect(editor.getState().triggers.map((t) => t.id)).toEqual(['n1'])
    expect(server.state.triggers.map((t) => t.id)).toEqual(['n1'])
    await editor.redo()
    expect(server.calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/delete_trigger/n1' })
    expect(server.state.triggers).toEqual([])
  })

  it('rolls back a trigger the server refuses, drops its history entry and reports the error', async () => {
    const refusing: Transport = { send: () => Promise.reject(new Error('Keine Berechtigung.')) }
    const { editor } = setup({ transport: refusing })
    const errors: EngineError[] = []
    editor.errors$.subscribe((e) => errors.push(e))
    const result = await editor.execute(trigger('moveDialog'))
    expect(result.ok).toBe(false)
    expect(editor.getState().triggers).toEqual([])
    expect((await firstValueFrom(editor.history$)).entries).toEqual([])
    expect(errors.map((e) => e.message)).toEqual(['Keine Berechtigung.'])
  })

  it('takes a new order of dialogs (lead switch) without touching triggers or history', async () => {
    const { editor } = setup()
    await editor.execute(trigger('moveDialog'))
    const [s1, s2, s3] = editor.getState().dialogs as MultichatDialog[]
    editor.setDialogs([{ ...s1!, order: 1 }, { ...s2!, order: 0 }, s3!])
    expect(editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s2', 's1', 's3'])
    expect(editor.getState().triggers).toHaveLength(1)
    expect(editor.canUndo()).toBe(true)
  })
})

const actions = fc.constantFrom<TriggerAction>('startDialog', 'moveDialog', 'waitAPI', 'waitFor')
const opArb = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    action: actions,
    from: fc.constantFrom('q1', 'q2'),
    to: fc.constantFrom('q1', 'q2'),
    flip: fc.boolean(),
  }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
)

describe('undo/redo laws for trigger edits', () => {
  it('undo all then redo all is identity, and the server ends where the client does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 15 }), async (ops) => {
        const { editor, server } = setup()
        for (const op of ops) {
          const triggers = editor.getState().triggers
          if (op.op === 'delete') {
            const t = triggers[op.pick % Math.max(triggers.length, 1)]
            if (t) await editor.execute(deleteTrigger({ id: t.id }))
          } else {
            const [a, b] = op.flip ? ['s2', 's1'] : ['s1', 's2']
            await editor.execute(trigger(op.action, end(a, op.from), end(b, op.to)))
          }
        }
        const after = editor.getState().triggers
        expect(server.state.triggers).toEqual(after)
        while (editor.canUndo()) expect((await editor.undo()).ok).toBe(true)
        expect(editor.getState().triggers).toEqual([])
        expect(server.state.triggers).toEqual([])
        while (editor.canRedo()) expect((await editor.redo()).ok).toBe(true)
        expect([...editor.getState().triggers].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
          [...after].sort((x, y) => x.id.localeCompare(y.id)),
        )
        expect(server.state.triggers).toEqual(editor.getState().triggers)
      }),
      { numRuns: 100 },
    )
  })
})

describe('createMultichatEditor and the co-editing stream', () => {
  it('refresh reads the triggers and dialogs a colleague changed, keeping its own pending trigger', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ survey_id: 'multichat', blocks: 0 })))
    const clock = testContext()
    const colleagues = createMultichatEditor({
      dialog_manager_id: 7,
      dialogs: [aDialog('s1', 0), aDialog('s2', 1)],
      triggers: [],
      transport: server,
      now: clock.now,
      newId: () => `k${clock.newId()}`,
    })
    expect(await colleagues.execute(trigger('moveDialog'))).toEqual({ ok: true })
    let loads = 0
    const editor = createMultichatEditor({
      dialog_manager_id: 7,
      dialogs: [aDialog('s1', 0), aDialog('s2', 1)],
      triggers: [],
      transport: server,
      now: clock.now,
      newId: () => `m${clock.newId()}`,
      load: async () => {
        loads++
        return { triggers: server.state.triggers, dialogs: [aDialog('s1', 0), aDialog('s2', 1), aDialog('s3', 2)] }
      },
    })
    editor.setConnection('offline')
    const mine = editor.execute(trigger('waitAPI', end('s2'), end('s1')))
    expect(await editor.refresh()).toEqual({ ok: true })
    expect(loads).toBe(1)
    expect(editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s1', 's2', 's3'])
    expect(editor.getState().triggers.map((t) => t.trigger)).toEqual(
      expect.arrayContaining(colleagues.getState().triggers.map((t) => t.trigger)),
    )
    expect(editor.getState().triggers).toHaveLength(2)
    editor.setConnection('online')
    expect(await mine).toEqual({ ok: true })
    expect(server.state.triggers).toHaveLength(2)
  })

  it('without load, refresh is refused and changes nothing', async () => {
    const { editor } = setup()
    expect(await editor.refresh()).toMatchObject({ ok: false, error: { code: 'sync_failed' } })
  })
})
