import { describe, expect, it } from 'vitest'
import type { ChangesEvent } from '../api/coediting'
import { createBlock, updateBlock } from '../commands'
import { toEditorState } from '../model/snapshot'
import { FakeServer } from '../testing/FakeServer'
import { aSurvey, testContext } from '../testing/aSurvey'
import { content } from '../testing/commandArbitraries'
import type { Transport, TransportCall } from '../sync/Transport'
import { transportError } from '../sync/transportError'
import type { EngineError } from '../EngineError'
import { createDialogEditor } from './createDialogEditor'

/**
 * The co-editing stream's `changes` events (docs/design/coediting.md, "The engine") reach the editor
 * in every order relative to its own change in flight: before the answer, after it, twice, with
 * a gap, and while the editor is offline.
 */

/** A transport in front of the fake server whose calls wait until the test lets each one through, or loses its answer. */
function gated(server: FakeServer) {
  const waiting: { call: TransportCall; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = []
  const transport: Transport = {
    send: (call) => new Promise((resolve, reject) => waiting.push({ call, resolve, reject })),
  }
  const next = async () => {
    for (let i = 0; i < 100 && waiting.length === 0; i++) await Promise.resolve()
    const item = waiting.shift()
    if (!item) throw new Error('no call waiting')
    return item
  }
  const noAnswer = () => transportError(0, { msg: 'Keine Verbindung', code: null })
  return {
    transport,
    waiting,
    /** The next call reaches the server and its answer arrives. */
    pass: async () => {
      const item = await next()
      item.resolve(await server.send(item.call).catch((e: unknown) => Promise.reject(e)))
      return item.call
    },
    /** The next call reaches the server, but its answer is lost (status 0). */
    lose: async () => {
      const item = await next()
      await server.send(item.call)
      item.reject(noAnswer())
      return item.call
    },
    /** The next call never reaches the server (status 0). */
    fail: async () => {
      const item = await next()
      item.reject(noAnswer())
      return item.call
    },
  }
}

function setup() {
  const snapshot = aSurvey({ blocks: 3 })
  const server = new FakeServer(toEditorState(snapshot), 0)
  const gate = gated(server)
  const clock = testContext()
  let loads = 0
  const editor = createDialogEditor({
    ...server.snapshot(),
    transport: gate.transport,
    now: clock.now,
    newId: clock.newId,
    newChangeId: (() => {
      let n = 0
      return () => `mine-${++n}`
    })(),
    load: async () => {
      loads++
      return server.snapshot()
    },
  })
  const errors: EngineError[] = []
  editor.errors$.subscribe((e) => errors.push(e))
  /** The stream's event for a version the server holds. */
  const event = (version: number): ChangesEvent => {
    const row = server.log.find((e) => e.version === version)
    if (!row) throw new Error(`no version ${version}`)
    return {
      version: row.version,
      change_id: row.change_id ?? null,
      actor_id: null,
      changes: row.changes as ChangesEvent['changes'],
    }
  }
  const settled = async () => {
    for (let i = 0; i < 100; i++) await Promise.resolve()
  }
  return { server, gate, editor, errors, event, settled, loads: () => loads }
}

const text = (editor: ReturnType<typeof setup>['editor'], block: string) => editor.getState().blocks.get(block)?.context

describe('the editor receives the co-editing stream', () => {
  it('shows a colleague’s saved edit at once, without a call, and rebases its own pending edit onto it', async () => {
    const { server, gate, editor, event, errors } = setup()
    editor.setConnection('offline')
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von mir' }))
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'von Kai',
    })
    await editor.receive(event(1))
    expect(text(editor, 'q2')).toBe('von Kai')
    expect(text(editor, 'q1')).toBe('von mir')
    expect(editor.version()).toBe(1)
    expect(gate.waiting).toEqual([])
    editor.setConnection('online')
    // Back online: the log first (nothing new), then the edit with the version the stream brought.
    expect((await gate.pass()).path).toBe('/api/surveys/s1/events?after_version=1')
    const sent = await gate.pass()
    expect((sent.body as { expected_version: number }).expected_version).toBe(1)
    expect(await mine).toEqual({ ok: true })
    expect(content(editor.getState())).toEqual(content(server.state))
    expect(errors).toEqual([])
  })

  it('takes its own edit arriving before the answer once: the event waits for the answer, then is ignored', async () => {
    const { server, gate, editor, event, settled } = setup()
    const mine = editor.execute(createBlock({ type: 'single_choice' }))
    const item = await (async () => {
      for (let i = 0; i < 100 && gate.waiting.length === 0; i++) await Promise.resolve()
      return gate.waiting.shift()!
    })()
    const answer = await server.send(item.call)
    let taken = false
    const received = editor.receive(event(1)).then(() => (taken = true))
    await settled()
    expect(taken).toBe(false)
    item.resolve(answer)
    await received
    expect(await mine).toEqual({ ok: true })
    expect(editor.getState().blocks.ids).toEqual(server.state.blocks.ids)
    expect(editor.version()).toBe(1)
    expect(editor.canUndo()).toBe(true)
    expect(gate.waiting).toEqual([])
  })

  it('ignores its own edit arriving after the answer, and a colleague’s edit delivered twice', async () => {
    const { server, gate, editor, event } = setup()
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von mir' }))
    await gate.pass()
    expect(await mine).toEqual({ ok: true })
    await server.colleague({
      kind: 'block.create',
      block: { ...server.state.blocks.get('q3')!, unique_question_id: 'k1', order: 3 },
      at: { index: 3, after: 'q3' },
    })
    await editor.receive(event(1))
    await editor.receive(event(2))
    await editor.receive(event(2))
    await editor.receive(event(1))
    expect(content(editor.getState())).toEqual(content(server.state))
    expect(editor.version()).toBe(2)
    expect(gate.waiting).toEqual([])
  })

  it('confirms a change whose answer was lost from its own event, without sending it again', async () => {
    const { server, gate, editor, event } = setup()
    const before = text(editor, 'q1')
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von mir' }))
    await gate.lose()
    await editor.receive(event(1))
    expect(await mine).toEqual({ ok: true })
    expect(gate.waiting).toEqual([])
    expect(server.log).toHaveLength(1)
    expect(editor.canUndo()).toBe(true)
    const undone = editor.undo()
    await gate.pass()
    expect(await undone).toEqual({ ok: true })
    expect(text(editor, 'q1')).toBe(before)
    expect(server.state.blocks.get('q1')?.context).toBe(before)
  })

  it('settles a change once when the resend is answered `replayed` and its own event comes after', async () => {
    const { server, gate, editor, event } = setup()
    const results: unknown[] = []
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von mir' }))
    void mine.then((r) => results.push(r))
    await gate.lose()
    const resent = await gate.pass()
    expect(resent.path).toBe('/api/surveys/s1/changes')
    expect(await mine).toEqual({ ok: true })
    await editor.receive(event(1))
    expect(results).toEqual([{ ok: true }])
    expect(server.log).toHaveLength(1)
    expect(editor.version()).toBe(1)
    expect(content(editor.getState())).toEqual(content(server.state))
  })

  it('fills a gap in the stream from the edit log', async () => {
    const { server, gate, editor, event } = setup()
    await server.colleague({
      kind: 'block.field',
      block: 'q1',
      key: 'context',
      before: 'Frage 1: Wie war Ihr Tag?',
      after: 'eins',
    })
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'zwei',
    })
    const received = editor.receive(event(2))
    expect((await gate.pass()).path).toBe('/api/surveys/s1/events?after_version=0')
    await received
    expect([text(editor, 'q1'), text(editor, 'q2')]).toEqual(['eins', 'zwei'])
    expect(editor.version()).toBe(2)
    await editor.receive(event(1))
    expect(editor.version()).toBe(2)
  })

  it('drops its pending edit of a block a colleague deleted, with a notice, and keeps the colleague’s delete', async () => {
    const { server, editor, event, errors } = setup()
    editor.setConnection('offline')
    const mine = editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'weg' }))
    const q2 = server.state.blocks.get('q2')!
    await server.colleague({ kind: 'block.delete', block: q2, at: { index: 1, after: 'q1' } })
    await editor.receive(event(1))
    expect(await mine).toMatchObject({ ok: false, error: { code: 'edit_conflict' } })
    expect(editor.getState().blocks.get('q2')).toBeUndefined()
    expect(editor.canUndo()).toBe(false)
    expect(errors.map((e) => e.code)).toEqual(['edit_conflict'])
  })

  it('undo after a colleague’s streamed edit reverts only its own change', async () => {
    const { server, gate, editor, event } = setup()
    const before = text(editor, 'q1')
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von mir' }))
    await gate.pass()
    await mine
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'von Kai',
    })
    await editor.receive(event(2))
    const undone = editor.undo()
    const call = await gate.pass()
    expect((call.body as { expected_version: number }).expected_version).toBe(2)
    expect(await undone).toEqual({ ok: true })
    expect([text(editor, 'q1'), text(editor, 'q2')]).toEqual([before, 'von Kai'])
    expect(content(editor.getState())).toEqual(content(server.state))
  })
})

describe('the editor offline', () => {
  it('keeps edits while offline without sending them, then sends them in order after reading the log', async () => {
    const { server, gate, editor, errors, settled } = setup()
    const states: string[] = []
    editor.connection$.subscribe((c) => states.push(c))
    editor.setConnection('offline')
    const a = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' }))
    const b = editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'zwei' }))
    await settled()
    expect(gate.waiting).toEqual([])
    editor.setConnection('online')
    expect((await gate.pass()).method).toBe('GET')
    await gate.pass()
    await gate.pass()
    expect(await Promise.all([a, b])).toEqual([{ ok: true }, { ok: true }])
    expect(server.log.map((e) => e.change_id)).toEqual(['mine-1', 'mine-2'])
    expect(states).toEqual(['online', 'offline', 'online'])
    expect(errors).toEqual([])
  })

  it('a send failing while offline burns no resend: back online, the log shows it saved and nothing is sent again', async () => {
    const { server, gate, editor, errors, settled } = setup()
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' }))
    for (let i = 0; i < 100 && gate.waiting.length === 0; i++) await Promise.resolve()
    editor.setConnection('offline')
    await gate.lose()
    await settled()
    expect(gate.waiting).toEqual([])
    editor.setConnection('online')
    expect((await gate.pass()).path).toBe('/api/surveys/s1/events?after_version=0')
    expect(await mine).toEqual({ ok: true })
    await settled()
    expect(gate.waiting).toEqual([])
    expect(server.log).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it('connecting (the stream reconnects) sends: only offline holds edits back', async () => {
    const { gate, editor } = setup()
    editor.setConnection('offline')
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' }))
    editor.setConnection('connecting')
    expect((await gate.pass()).method).toBe('GET')
    expect((await gate.pass()).method).toBe('POST')
    expect(await mine).toEqual({ ok: true })
  })

  it('a send that never arrived while offline is sent again once back online', async () => {
    const { server, gate, editor, errors, settled } = setup()
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' }))
    for (let i = 0; i < 100 && gate.waiting.length === 0; i++) await Promise.resolve()
    editor.setConnection('offline')
    await gate.fail()
    await settled()
    expect(gate.waiting).toEqual([])
    editor.setConnection('online')
    await gate.pass()
    // The failure offline counted nothing: online, the change still has both of its resends.
    await gate.fail()
    await gate.fail()
    expect((await gate.pass()).path).toBe('/api/surveys/s1/changes')
    expect(await mine).toEqual({ ok: true })
    expect(server.log).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it('online, a change with no answer is still resent twice and then given up (today’s behaviour)', async () => {
    const { gate, editor, loads } = setup()
    const mine = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' }))
    await gate.fail()
    await gate.fail()
    await gate.fail()
    expect((await gate.fail()).method).toBe('GET')
    expect(await mine).toMatchObject({ ok: false, error: { code: 'sync_failed' } })
    expect(loads()).toBe(1)
  })

  it('a disposed editor refuses events', async () => {
    const { editor, event, server } = setup()
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'x',
    })
    editor.dispose()
    await expect(editor.receive(event(1))).rejects.toMatchObject({ code: 'disposed' })
  })
})
