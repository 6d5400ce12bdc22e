import {
  type EngineError,
  type Transport,
  createDialogEditor,
  deleteBlock,
  setEndBlocks,
  toEditorState,
  updateBlock,
  updateConfig,
} from '@engine/index'
import { testContext } from '@engine/testing'
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

/** Issue #10: two people edit one dialog at once through the real API, each with the engine's editor. */
describe.each(databaseKinds())('two editors on one dialog through the API on %s', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof insertUser>>
  let colleague: Awaited<ReturnType<typeof insertUser>>
  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'olga@example.org')
    colleague = await insertUser(t.database.db, 'kai@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A dialog of the owner with blocks q1..q3, shared with the colleague to edit. */
  async function sharedDialog() {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Gemeinsam' })
    await addMember(t.database.db, surveyId, colleague, 'Bearbeiten + Trainieren')
    for (const [i, id] of ['q1', 'q2', 'q3'].entries()) {
      const block = { unique_question_id: id, survey_id: surveyId, order: i, type: 'open', context: `Frage ${i + 1}` }
      const res = await api(t.app, owner.id).post('/api/update_survey_blocks', {
        survey_id: surveyId,
        action: 'create',
        unique_question_id: id,
        order: i,
        changed_values: block,
      })
      expect(res.statusCode).toBe(200)
    }
    return surveyId
  }

  /** The engine's editor as the configurator builds it: loads POST /api/dialog, saves through the API. */
  async function openEditor(surveyId: string, userId: number, name: string) {
    const token = editorToken(userId)
    const inner = injectTransport(t.app, token)
    const statuses: number[] = []
    const transport: Transport = {
      async send(call) {
        try {
          const answer = await inner.send(call)
          statuses.push(200)
          return answer
        } catch (error) {
          statuses.push((error as { status: number }).status)
          throw error
        }
      },
    }
    const clock = testContext()
    const load = () => loadSnapshot(t.app, token, surveyId)
    const editor = createDialogEditor({
      ...(await load()),
      transport,
      now: clock.now,
      newId: () => `${name}${clock.newId()}`,
      load,
    })
    const errors: EngineError[] = []
    editor.errors$.subscribe((e) => errors.push(e))
    return { editor, statuses, errors, clock }
  }

  const onServer = async (surveyId: string) => toEditorState(await loadSnapshot(t.app, editorToken(owner.id), surveyId))

  it('the later editor gets 409, catches up from the edit log, rebases and ends with both users’ edits', async () => {
    const surveyId = await sharedDialog()
    const olga = await openEditor(surveyId, owner.id, 'o')
    const kai = await openEditor(surveyId, colleague.id, 'k')
    expect(
      await kai.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Wie heißen Sie?' })),
    ).toEqual({ ok: true })
    const kaiSaw = await onServer(surveyId)
    expect(
      await olga.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'nachfrage', value: 'Bitte genauer.' })),
    ).toEqual({ ok: true })
    // Refused as stale, the edit log read (GET /events), saved.
    expect(olga.statuses).toEqual([409, 200, 200])
    expect(olga.errors).toEqual([])
    let server = await onServer(surveyId)
    expect(server.blocks.get('q1')?.context).toBe('Wie heißen Sie?')
    expect(server.blocks.get('q2')?.nachfrage).toBe('Bitte genauer.')
    expect(content(olga.editor.getState())).toEqual(content(server))

    // No push (docs/reliability/concurrent-editors.md, Limits): Kai still shows what he saved ...
    expect(content(kai.editor.getState())).toEqual(content(kaiSaw))
    // ... until a refresh, which also takes the version: his next edit is not refused.
    expect(await kai.editor.refresh()).toEqual({ ok: true })
    expect(content(kai.editor.getState())).toEqual(content(server))
    expect(
      await kai.editor.execute(updateBlock({ unique_question_id: 'q3', key: 'context', value: 'Danke!' })),
    ).toEqual({ ok: true })
    // His edit, the edit log read by the refresh, his next edit: no conflict.
    expect(kai.statuses).toEqual([200, 200, 200])
    server = await onServer(surveyId)
    expect([
      server.blocks.get('q1')?.context,
      server.blocks.get('q2')?.nachfrage,
      server.blocks.get('q3')?.context,
    ]).toEqual(['Wie heißen Sie?', 'Bitte genauer.', 'Danke!'])
    expect(content(kai.editor.getState())).toEqual(content(server))
  })

  it('undo of end-block marks after a refresh keeps the colleague’s marks', async () => {
    const surveyId = await sharedDialog()
    const olga = await openEditor(surveyId, owner.id, 'o')
    const kai = await openEditor(surveyId, colleague.id, 'k')
    const ends = async () =>
      (await onServer(surveyId)).blocks
        .values()
        .filter((b) => b.is_end)
        .map((b) => b.unique_question_id)
    expect(await olga.editor.execute(setEndBlocks({ unique_question_ids: ['q1'] }))).toEqual({ ok: true })
    // Kai saw no end block: his list is refused as stale and merged onto Olga's.
    expect(await kai.editor.execute(setEndBlocks({ unique_question_ids: ['q2'] }))).toEqual({ ok: true })
    expect(kai.statuses).toEqual([409, 200, 200])
    expect(await ends()).toEqual(['q1', 'q2'])
    expect(await olga.editor.refresh()).toEqual({ ok: true })
    expect(await olga.editor.undo()).toEqual({ ok: true })
    expect(await ends()).toEqual(['q2'])
    expect(await olga.editor.redo()).toEqual({ ok: true })
    expect(await ends()).toEqual(['q1', 'q2'])
    expect(content(olga.editor.getState())).toEqual(content(await onServer(surveyId)))
  })

  it('drops only the edit of a block the other user deleted, reports it in German, and keeps undo working', async () => {
    const surveyId = await sharedDialog()
    const olga = await openEditor(surveyId, owner.id, 'o')
    const kai = await openEditor(surveyId, colleague.id, 'k')
    olga.clock.advance(1000)
    expect(await olga.editor.execute(updateConfig({ key: 'survey_name', value: 'Gemeinsam (neu)' }))).toEqual({
      ok: true,
    })
    await kai.editor.refresh()
    expect(await kai.editor.execute(deleteBlock({ unique_question_id: 'q3' }))).toEqual({ ok: true })
    olga.clock.advance(1000)
    // Both go out before either answer arrives: the first is stale and its block is gone.
    const lost = olga.editor.execute(updateBlock({ unique_question_id: 'q3', key: 'context', value: 'Weg' }))
    olga.clock.advance(1000)
    const kept = olga.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Bleibt' }))
    expect(await lost).toMatchObject({ ok: false, error: { code: 'edit_conflict' } })
    expect(await kept).toEqual({ ok: true })
    expect(olga.errors.map((e) => e.message)).toEqual([
      'Jemand anderes hat den Dialog inzwischen geändert, und diese Änderung passt nicht mehr dazu.',
    ])
    expect(olga.statuses).toEqual([200, 409, 200, 200])
    let server = await onServer(surveyId)
    expect(server.blocks.ids).toEqual(['q1', 'q2'])
    expect(server.blocks.get('q1')?.context).toBe('Bleibt')
    expect(content(olga.editor.getState())).toEqual(content(server))

    // Olga's own accepted edits still undo, newest first; Kai's delete stays.
    const { entries } = await firstValueFrom(olga.editor.history$)
    expect(entries.map((e) => e.key)).toEqual(['survey_name', 'context'])
    expect(await olga.editor.undo()).toEqual({ ok: true })
    expect(await olga.editor.undo()).toEqual({ ok: true })
    server = await onServer(surveyId)
    expect(server.blocks.get('q1')?.context).toBe('Frage 1')
    expect(server.survey.survey_name).toBe('Gemeinsam')
    expect(server.blocks.has('q3')).toBe(false)
    expect(content(olga.editor.getState())).toEqual(content(server))
  })
})
