import type { Change } from '@engine/changes'
import {
  Block,
  type EngineError,
  type Transport,
  type TransportCall,
  connect,
  createBlock,
  createDialogEditor,
  createExitCondition,
  deleteBlock,
  deleteExitCondition,
  disconnect,
  setEndBlocks,
  toEditorState,
  updateBlock,
  updateConfig,
  updateFixMessage,
} from '@engine/index'
import { transportError } from '@engine/sync'
import { FakeServer, aSurvey, testContext } from '@engine/testing'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '@engine/testing'
import { addMember } from '../support/addMember'
import { editorToken } from '../support/editorToken'
import { api } from '../support/fixtures'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * The failure families the engine-core rework fixed, each as a named script against the real
 * server (buildApp + app.inject): a refusal is a call the server never saw (its transaction is
 * atomic), a colleague is a second user saving through the API in between.
 */
describe.each(databaseKinds())('engine regressions against the real server on %s', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof insertUser>>
  let colleague: Awaited<ReturnType<typeof insertUser>>
  let changeIds = 0
  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'olga@example.org')
    colleague = await insertUser(t.database.db, 'kai@example.org')
  }, 60_000) // starting the app with its database takes seconds on a loaded CI box
  afterAll(async () => {
    await t?.close()
  })

  /** A dialog of the owner with blocks q1..q3 (q1 an end block), shared with the colleague to edit. */
  async function dialog() {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Original' })
    await addMember(t.database.db, surveyId, colleague, 'Bearbeiten + Trainieren')
    for (const [i, id] of ['q1', 'q2', 'q3'].entries()) {
      const block = Block.parse({
        unique_question_id: id,
        survey_id: surveyId,
        order: i,
        type: 'single_choice',
        context: `Frage ${i + 1}`,
        options: [
          { id: 'ja', label: 'Ja' },
          { id: 'nein', label: 'Nein' },
          { id: 'vielleicht', label: 'Vielleicht' },
        ],
        is_end: i === 0,
      })
      await colleagueChange(surveyId, { kind: 'block.create', block, at: { index: i, after: i ? `q${i}` : null } })
    }
    return surveyId
  }

  /** Someone else's change, saved through the API with their own token and no expected_version. */
  async function colleagueChange(surveyId: string, change: Change) {
    const res = await api(t.app, colleague.id).post(`/api/surveys/${surveyId}/changes`, {
      change_id: `kai-${++changeIds}`,
      change,
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  const onServer = async (surveyId: string) => toEditorState(await loadSnapshot(t.app, editorToken(owner.id), surveyId))

  /**
   * The owner's editor. Calls whose body contains a refused text are refused with 403 before
   * they reach the server; `hold()` makes the next call wait until `release()`, and `before`
   * runs just before a call is forwarded (a colleague saving in between).
   */
  async function openEditor(surveyId: string, refused: string[] = []) {
    const inner = injectTransport(t.app, editorToken(owner.id))
    const calls: TransportCall[] = []
    let gate: Promise<void> | undefined
    let open: () => void = () => {}
    let before: (() => Promise<void>) | undefined
    const transport: Transport = {
      async send(call) {
        calls.push(call)
        if (gate) await gate
        if (before) {
          const run = before
          before = undefined
          await run()
        }
        const body = JSON.stringify(call.body ?? null)
        if (refused.some((text) => body.includes(text)))
          throw transportError(403, { msg: 'Keine Berechtigung.', code: 'forbidden' })
        return inner.send(call)
      },
    }
    const clock = testContext()
    const load = () => loadSnapshot(t.app, editorToken(owner.id), surveyId)
    const editor = createDialogEditor({ ...(await load()), transport, now: clock.now, newId: clock.newId, load })
    const errors: EngineError[] = []
    editor.errors$.subscribe((e) => errors.push(e))
    return {
      editor,
      errors,
      clock,
      calls,
      hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
      release: () => {
        gate = undefined
        open()
      },
      beforeNextCall: (run: () => Promise<void>) => void (before = run),
      history: () => firstValueFrom(editor.history$),
    }
  }

  const sentTexts = (calls: readonly TransportCall[]) => calls.map((c) => JSON.stringify(c.body ?? null)).join('\n')

  it('family 1: a refused setting does not come back through undo', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId, ['Abgelehnt'])
    const refused = o.editor.execute(updateConfig({ key: 'survey_name', value: 'Abgelehnt' }))
    o.clock.advance(1000)
    const saved = o.editor.execute(updateConfig({ key: 'survey_name', value: 'Gespeichert' }))
    expect(await refused).toMatchObject({ ok: false })
    expect(await saved).toEqual({ ok: true })
    const { entries } = await o.history()
    expect(entries.map((e) => [e.old_value, e.new_value])).toEqual([['Original', 'Gespeichert']])
    const sentBefore = o.calls.length
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).survey.survey_name).toBe('Original')
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).survey.survey_name).toBe('Gespeichert')
    expect(sentTexts(o.calls.slice(sentBefore))).not.toContain('Abgelehnt')
  })

  it('family 1: a refused block text does not come back through undo', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId, ['Abgelehnt'])
    const refused = o.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'Abgelehnt' }))
    o.clock.advance(1000)
    const saved = o.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'Gespeichert' }))
    expect(await refused).toMatchObject({ ok: false })
    expect(await saved).toEqual({ ok: true })
    expect((await o.history()).entries.map((e) => [e.old_value, e.new_value])).toEqual([['Frage 2', 'Gespeichert']])
    const sentBefore = o.calls.length
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).blocks.get('q2')?.context).toBe('Frage 2')
    expect(sentTexts(o.calls.slice(sentBefore))).not.toContain('Abgelehnt')
  })

  it('family 1: after deleteBlock, undo brings the block back without the refused text', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId, ['Abgelehnt'])
    const refused = o.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'Abgelehnt' }))
    o.clock.advance(1000)
    const deleted = o.editor.execute(deleteBlock({ unique_question_id: 'q2' }))
    expect(await refused).toMatchObject({ ok: false })
    expect(await deleted).toEqual({ ok: true })
    expect(await o.editor.undo()).toEqual({ ok: true })
    const server = await onServer(surveyId)
    expect(server.blocks.ids).toEqual(['q1', 'q2', 'q3'])
    expect(server.blocks.get('q2')?.context).toBe('Frage 2')
    expect(content(o.editor.getState())).toEqual(content(server))
  })

  it('family 1: text with U+0000 is refused locally, before anything changes or is sent', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    const before = o.editor.getState()
    const result = await o.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'a\u0000b' }))
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } })
    expect(await o.editor.execute(updateFixMessage({ key: 'welcome_message', value: '\u0000' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    })
    expect(o.editor.getState()).toBe(before)
    expect(o.calls).toEqual([])
    expect((await o.history()).entries).toEqual([])
  })

  it('family 2: typing in a setting keeps the saved step when a later keystroke is refused', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId, ['Ha'])
    expect(await o.editor.execute(updateFixMessage({ key: 'welcome_message', value: 'H' }))).toEqual({ ok: true })
    o.clock.advance(100)
    expect(await o.editor.execute(updateFixMessage({ key: 'welcome_message', value: 'Ha' }))).toMatchObject({
      ok: false,
    })
    expect((await o.history()).entries.map((e) => [e.old_value, e.new_value])).toEqual([['', 'H']])
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).survey.welcome_message).toBe('')
  })

  it("family 3a: my connect raced a colleague's connect on the same handle; undo restores their jump", async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    o.beforeNextCall(() =>
      colleagueChange(surveyId, {
        kind: 'connection',
        key: 'q1::ja',
        before: null,
        after: { source: 'q1', handle: 'ja', target: 'q3' },
        at: { index: 0, after: null },
      }),
    )
    expect(await o.editor.execute(connect({ source: 'q1', handle: 'ja', target: 'q2' }))).toEqual({ ok: true })
    expect((await onServer(surveyId)).connections).toEqual([{ source: 'q1', handle: 'ja', target: 'q2' }])
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).connections).toEqual([{ source: 'q1', handle: 'ja', target: 'q3' }])
    expect(content(o.editor.getState())).toEqual(content(await onServer(surveyId)))
  })

  it("family 3b: my delete raced a colleague's text edit; undo brings their text back at the latest place", async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    o.beforeNextCall(async () => {
      await colleagueChange(surveyId, {
        kind: 'block.field',
        block: 'q2',
        key: 'context',
        before: 'Frage 2',
        after: 'K#1 von Kai',
      })
      // ... and moves q3 to the front, so the "latest place" differs from the index.
      await colleagueChange(surveyId, {
        kind: 'block.move',
        block: 'q3',
        from: { index: 2, after: 'q2' },
        to: { index: 0, after: null },
      })
    })
    expect(await o.editor.execute(deleteBlock({ unique_question_id: 'q2' }))).toEqual({ ok: true })
    expect((await onServer(surveyId)).blocks.ids).toEqual(['q3', 'q1'])
    expect(await o.editor.undo()).toEqual({ ok: true })
    const server = await onServer(surveyId)
    expect(server.blocks.ids).toEqual(['q3', 'q1', 'q2'])
    expect(server.blocks.get('q2')?.context).toBe('K#1 von Kai')
    expect(content(o.editor.getState())).toEqual(content(server))
  })

  it("rule 2 with a move: my undo of a block's creation is skipped once a colleague moved the block, as after their text edit", async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    expect(await o.editor.execute(createBlock({ type: 'message', context: 'Meiner', order: 1 }))).toEqual({ ok: true })
    const mine = o.editor.getState().blocks.ids[1] as string
    expect((await onServer(surveyId)).blocks.ids).toEqual(['q1', mine, 'q2', 'q3'])
    await colleagueChange(surveyId, {
      kind: 'block.move',
      block: mine,
      from: { index: 1, after: 'q1' },
      to: { index: 3, after: 'q3' },
    })
    expect(await o.editor.refresh()).toEqual({ ok: true })
    const undone = await o.editor.undo()
    expect(undone).toMatchObject({ ok: false, error: { code: 'undo_skipped' } })
    expect(o.errors.map((e) => e.code)).toEqual(['undo_skipped'])
    const server = await onServer(surveyId)
    expect(server.blocks.ids).toEqual(['q1', 'q2', 'q3', mine])
    expect(content(o.editor.getState())).toEqual(content(server))
  })

  it("family 3b': my exit-condition delete raced a colleague's edit; undo brings theirs back at its place", async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    for (const text of ['Erste', 'Zweite', 'Dritte'])
      expect(await o.editor.execute(createExitCondition({ condition: text }))).toEqual({ ok: true })
    const [first, second] = o.editor.getState().exitConditions
    o.beforeNextCall(() =>
      colleagueChange(surveyId, {
        kind: 'exitCondition',
        id: second!.id,
        before: second!,
        after: { ...second!, condition: 'K#2 Zweite, von Kai' },
        at: { index: 1, after: first!.id },
      }),
    )
    o.clock.advance(1000)
    expect(await o.editor.execute(deleteExitCondition({ id: second!.id }))).toEqual({ ok: true })
    expect(await o.editor.undo()).toEqual({ ok: true })
    const server = await onServer(surveyId)
    expect(server.exitConditions.map((c) => c.condition)).toEqual(['Erste', 'K#2 Zweite, von Kai', 'Dritte'])
    expect(content(o.editor.getState())).toEqual(content(server))
  })

  it('family 3c: connect, disconnect, a colleague connects, refresh: undo twice skips with notices and keeps their jump', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    expect(await o.editor.execute(connect({ source: 'q1', handle: 'ja', target: 'q2' }))).toEqual({ ok: true })
    o.clock.advance(1000)
    expect(await o.editor.execute(disconnect({ source: 'q1', handle: 'ja' }))).toEqual({ ok: true })
    const theirs = { source: 'q1', handle: 'ja', target: 'q3' }
    await colleagueChange(surveyId, {
      kind: 'connection',
      key: 'q1::ja',
      before: null,
      after: theirs,
      at: { index: 0, after: null },
    })
    expect(await o.editor.refresh()).toEqual({ ok: true })
    expect(await o.editor.undo()).toMatchObject({ ok: false, error: { code: 'undo_skipped' } })
    expect(o.editor.canUndo()).toBe(false)
    expect(o.errors.map((e) => e.code)).toEqual(['undo_skipped', 'undo_skipped'])
    expect(o.errors[0]?.message).toMatch(/^Rückgängig übersprungen: „Sprung entfernt“ .* gibt es inzwischen wieder\.$/)
    expect(await o.editor.redo()).toMatchObject({ ok: false, error: { code: 'nothing_to_redo' } })
    expect((await onServer(surveyId)).connections).toEqual([theirs])
    expect(content(o.editor.getState())).toEqual(content(await onServer(surveyId)))
  })

  it("family 4: end-block edits merged in my history after a colleague's mark: undo and redo keep their mark", async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    const ends = async () =>
      (await onServer(surveyId)).blocks
        .values()
        .filter((b) => b.is_end)
        .map((b) => b.unique_question_id)
    o.beforeNextCall(() => colleagueChange(surveyId, { kind: 'endBlocks', before: ['q1'], after: ['q1', 'q3'] }))
    const marked = o.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))
    o.clock.advance(100)
    const cleared = o.editor.execute(setEndBlocks({ unique_question_ids: [] }))
    expect([await marked, await cleared]).toEqual([{ ok: true }, { ok: true }])
    expect(await ends()).toEqual(['q3'])
    const { entries } = await o.history()
    // Each entry says what it did on the server: the colleague's q3 is in both lists.
    expect(entries.map((e) => [e.old_value, e.new_value])).toEqual([
      [
        ['q1', 'q3'],
        ['q2', 'q3'],
      ],
      [['q2', 'q3'], ['q3']],
    ])
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect(await ends()).toEqual(['q2', 'q3'])
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect(await ends()).toEqual(['q1', 'q3'])
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect(await ends()).toEqual(['q3'])
  })

  it('family 5: undo and redo keep the order of jumps and exit conditions', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    for (const handle of ['ja', 'nein', 'vielleicht']) {
      o.clock.advance(1000)
      expect(await o.editor.execute(connect({ source: 'q1', handle, target: 'q2' }))).toEqual({ ok: true })
    }
    for (const text of ['Erste', 'Zweite', 'Dritte']) {
      o.clock.advance(1000)
      expect(await o.editor.execute(createExitCondition({ condition: text }))).toEqual({ ok: true })
    }
    const before = content(await onServer(surveyId))
    o.clock.advance(1000)
    expect(await o.editor.execute(disconnect({ source: 'q1', handle: 'ja' }))).toEqual({ ok: true })
    o.clock.advance(1000)
    const second = o.editor.getState().exitConditions[1]!
    expect(await o.editor.execute(deleteExitCondition({ id: second.id }))).toEqual({ ok: true })
    const after = content(await onServer(surveyId))
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect(await o.editor.undo()).toEqual({ ok: true })
    const server = await onServer(surveyId)
    expect(server.connections.map((c) => c.handle)).toEqual(['ja', 'nein', 'vielleicht'])
    expect(server.exitConditions.map((c) => c.condition)).toEqual(['Erste', 'Zweite', 'Dritte'])
    expect(content(server)).toEqual(before)
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect(content(await onServer(surveyId))).toEqual(after)
  })

  it('a refused undo takes the undos sent after it along: both steps stay and none is skipped (model test, seed -618030040)', async () => {
    const surveyId = await dialog()
    // Refuses the undo of the second step only: its change reads before "Zwei".
    const refused = ['"before":"Zwei"']
    const o = await openEditor(surveyId, refused)
    expect(await o.editor.execute(updateConfig({ key: 'survey_name', value: 'Eins' }))).toEqual({ ok: true })
    o.clock.advance(1000)
    expect(await o.editor.execute(updateConfig({ key: 'survey_name', value: 'Zwei' }))).toEqual({ ok: true })
    o.hold()
    const first = o.editor.undo()
    const second = o.editor.undo()
    o.release()
    expect(await first).toMatchObject({ ok: false, error: { message: 'Keine Berechtigung.' } })
    expect(await second).toMatchObject({
      ok: false,
      error: { code: 'sync_failed', message: 'Änderung zurückgenommen, weil eine frühere fehlschlug.' },
    })
    expect((await onServer(surveyId)).survey.survey_name).toBe('Zwei')
    expect(o.editor.getState().survey.survey_name).toBe('Zwei')
    const { entries, pointer } = await o.history()
    expect(entries.map((e) => [e.old_value, e.new_value])).toEqual([
      ['Original', 'Eins'],
      ['Eins', 'Zwei'],
    ])
    expect(pointer).toBe(2)
    refused.length = 0
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect(await o.editor.undo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).survey.survey_name).toBe('Original')
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect(await o.editor.redo()).toEqual({ ok: true })
    expect((await onServer(surveyId)).survey.survey_name).toBe('Zwei')
    expect(o.errors.map((e) => e.code)).not.toContain('undo_skipped')
  })

  it('family 6: after dispose every call rejects at once and changes nothing', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    expect(await o.editor.execute(updateConfig({ key: 'survey_name', value: 'Vorher' }))).toEqual({ ok: true })
    const state = o.editor.getState()
    o.editor.dispose()
    const disposed = { name: 'EngineError', code: 'disposed' }
    await expect(o.editor.execute(updateConfig({ key: 'survey_name', value: 'Nachher' }))).rejects.toMatchObject(
      disposed,
    )
    await expect(o.editor.undo()).rejects.toMatchObject(disposed)
    await expect(o.editor.redo()).rejects.toMatchObject(disposed)
    await expect(o.editor.refresh()).rejects.toMatchObject(disposed)
    expect(() => o.editor.setEdgeVisibility({ showConditionalJumps: false })).toThrow(
      'Der Editor wurde geschlossen; Änderungen sind nicht mehr möglich.',
    )
    expect(o.editor.getState()).toBe(state)
    expect(o.editor.canUndo()).toBe(false)
    expect((await onServer(surveyId)).survey.survey_name).toBe('Vorher')
  })

  it('family 6: a change still pending at dispose settles as not saved', async () => {
    const surveyId = await dialog()
    const o = await openEditor(surveyId)
    o.hold()
    const pending = o.editor.execute(updateConfig({ key: 'survey_name', value: 'Unterwegs' }))
    o.editor.dispose()
    o.release()
    expect(await pending).toMatchObject({ ok: false, error: { code: 'disposed' } })
  })
})

describe('the fake server and the real one agree', () => {
  it('a change of an exit condition that does not exist is 404 condition_not_found in the fake too', async () => {
    const server = new FakeServer(toEditorState(aSurvey()), 0)
    const missing = { id: 'weg', survey_id: 's1', unique_question_id: null, condition: 'x', examples: [] }
    await expect(
      server.colleague({
        kind: 'exitCondition',
        id: 'weg',
        before: missing,
        after: { ...missing, condition: 'y' },
        at: { index: 0, after: null },
      }),
    ).rejects.toMatchObject({ status: 404, code: 'condition_not_found' })
    expect(server.version).toBe(0)
  })

  it('a repeated change is applied once; a different create of an existing block is 409 block_exists', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 1 })), 0)
    const block = toEditorState(aSurvey({ blocks: 2 })).blocks.get('q2')!
    const call = {
      method: 'POST' as const,
      path: '/api/surveys/s1/changes',
      body: { change_id: 'c1', change: { kind: 'block.create', block, at: { index: 1, after: 'q1' } } },
    }
    expect(await server.send(call)).toMatchObject({ version: 1 })
    expect(await server.send(call)).toMatchObject({ version: 1, replayed: true })
    expect(server.state.blocks.ids).toEqual(['q1', 'q2'])
    await expect(server.send({ ...call, body: { ...call.body, change_id: 'c2' } })).rejects.toMatchObject({
      status: 409,
      code: 'block_exists',
    })
  })
})
