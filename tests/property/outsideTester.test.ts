import type { AddressInfo } from 'node:net'
import {
  type DialogEditor,
  type EngineError,
  createBlock,
  createDialogEditor,
  moveBlock,
  restoreVersion,
  toEditorState,
  updateBlock,
} from '@engine/index'
import { type CoeditingConnection, isCoeditingConnection, loadVersion, openCoediting } from '@engine/sync'
import { content, losingAnswers, testContext } from '@engine/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aMember } from '../support/aMember'
import { editorToken } from '../support/editorToken'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'

/**
 * The example of docs/engine.md "Testing against the real server": a model-based scenario an
 * outside tester writes with the engine's public entry points only (@engine/index, @engine/sync,
 * @engine/testing) and the server's test fixtures (startTestApp, aMember): a lost answer, the
 * synchronous pending(), the /live stream read in Node, a member added without mails, and a past
 * version restored. The model is the list of block ids and texts the server must hold.
 */
describe('an outside model-based test against the real server', () => {
  let t: TestApp
  let base = ''
  const open: CoeditingConnection[] = []
  beforeAll(async () => {
    t = await startTestApp('pglite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  }, 60_000)
  afterAll(async () => {
    for (const live of open) live.close()
    await t?.close()
  })

  /** An editor that follows its own /live stream: every `changes` event goes to `editor.receive`. */
  async function follow(editor: DialogEditor, surveyId: string, token: string) {
    const taken: Promise<void>[] = []
    const live = await openCoediting({
      fetch,
      url: `${base}/api/surveys/${surveyId}/live?after_version=${editor.version()}`,
      token,
      onEvent: (event) => void (event.type === 'changes' && taken.push(editor.receive(event.data))),
    })
    if (!isCoeditingConnection(live)) throw new Error(`live refused: ${live.status}`)
    open.push(live)
    await live.next('hello')
    /** Waits until the stream brought the editor to `version`. */
    const reach = async (version: number) => {
      while ((editor.version() ?? -1) < version) {
        await live.next('changes')
        await Promise.all(taken)
      }
    }
    return { live, reach }
  }

  it('a lost answer is saved once, a colleague’s move makes my undo skip, and a past version comes back', async () => {
    const owner = await insertUser(t.database.db, 'olga.outside@example.org')
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const ownerToken = editorToken(owner.id)
    const server = injectTransport(t.app, ownerToken)
    const kai = await aMember(t, { owner: server, surveyId, role: 'Bearbeiten + Trainieren' })

    // The owner's first call loses its answer after the server applied it.
    let lost = 0
    const clock = testContext()
    const mine = createDialogEditor({
      ...(await loadSnapshot(t.app, ownerToken, surveyId)),
      transport: losingAnswers(server, (_call, n) => n === 0 && ++lost > 0),
      now: clock.now,
      newId: clock.newId,
    })
    const skipped: EngineError[] = []
    mine.errors$.subscribe((e) => skipped.push(e))
    const { reach } = await follow(mine, surveyId, ownerToken)

    const model: { id: string; context: string }[] = []
    const saved = mine.execute(createBlock({ type: 'message', context: 'Willkommen' }))
    expect(mine.pending()).toBe(1) // applied locally, on its way
    expect(await saved).toEqual({ ok: true })
    expect(mine.pending()).toBe(0)
    expect(lost).toBe(1)
    const created = mine.getState().blocks.ids[0] as string
    // The lost answer's change was resent under its change_id and applied once.
    expect(toEditorState(await loadSnapshot(t.app, ownerToken, surveyId)).blocks.ids).toEqual([created])
    model.push({ id: created, context: 'Willkommen' })
    const next = mine.execute(createBlock({ type: 'message', context: 'Zweiter' }))
    expect(mine.pending()).toBe(1)
    expect(await next).toEqual({ ok: true })
    model.push({ id: mine.getState().blocks.ids[1] as string, context: 'Zweiter' })
    const twoBlocks = mine.version() as number

    // The colleague, a member without any mail read, edits the second block and moves my first one.
    const theirs = createDialogEditor({ ...(await loadSnapshot(t.app, kai.token, surveyId)), transport: kai.transport })
    const second = model[1] as { id: string; context: string }
    expect(
      await theirs.execute(updateBlock({ unique_question_id: second.id, key: 'context', value: 'Von Kai' })),
    ).toEqual({ ok: true })
    second.context = 'Von Kai'
    expect(await theirs.execute(moveBlock({ unique_question_id: created, to: 1 }))).toEqual({ ok: true })
    model.reverse()
    await reach(theirs.version() as number)
    expect(mine.getState().blocks.ids).toEqual(model.map((b) => b.id))
    expect([...mine.getState().blocks.values()].map((b) => b.context)).toEqual(model.map((b) => b.context))

    // Rule 2: both undos would overwrite Kai's later change (the text, the move): skipped, nothing deleted.
    const undone = await mine.undo()
    expect(undone.ok).toBe(false)
    expect(skipped.map((e) => e.code)).toEqual(['undo_skipped', 'undo_skipped'])
    expect(mine.getState().blocks.ids).toEqual(model.map((b) => b.id))

    // The version with my two blocks, loaded as the app's versions panel loads it, restored as one edit.
    const past = await loadVersion(server, surveyId, twoBlocks)
    expect(await mine.execute(restoreVersion({ version: twoBlocks, document: past }))).toEqual({ ok: true })
    const stored = toEditorState(await loadSnapshot(t.app, ownerToken, surveyId))
    expect([...past.blocks.values()].map((b) => [b.unique_question_id, b.context])).toEqual([
      [created, 'Willkommen'],
      [second.id, 'Zweiter'],
    ])
    expect(stored.blocks.ids).toEqual([created, second.id])
    expect([...stored.blocks.values()].map((b) => b.context)).toEqual(['Willkommen', 'Zweiter'])
    expect(content(mine.getState())).toEqual(content(stored))
    theirs.dispose()
    mine.dispose()
  }, 20_000)
})
