import { MAX_BLOCKS_PER_DIALOG, MAX_CHANGES_PER_RESTORE, MAX_CONNECTIONS_PER_DIALOG } from '@engine/model'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../server/repositories/users'
import { insertEditor } from '../support/anEditor'
import { api, sessionOf } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * Issue #27 items 1, 2 and 7: an editor's request is bounded (each bound 413 with its own code,
 * nothing written), big restores and jump lists are linear, a restore names a version that
 * exists, numbers in paths are plain digits, and a revoked refresh family ends its access tokens.
 */
describe.each(databaseKinds())('bounded editor work on %s', (kind) => {
  let t: TestApp
  let owner: User
  let sent = 0

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'grenzen@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  async function newDialog(blocks = 2): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    await insertDialog(t.database.db, surveyId, {
      blocks: Array.from({ length: blocks }, (_, i) => ({ unique_question_id: `b${i}`, type: 'open' as const })),
      jumps: [['b0', 'default', 'b1']],
    })
    return surveyId
  }

  const send = (survey: string, change: unknown) =>
    api(t.app, owner.id).post(`/api/surveys/${survey}/changes`, { change_id: `bounds${++sent}`, change })
  const structure = (survey: string, connections: unknown[]) =>
    api(t.app, owner.id).post(`/api/surveys/${survey}/structure`, { connections })
  /** What a refusal must leave as it was: the dialog as the editor loads it, and its version list. */
  const state = async (survey: string) => {
    const dialog = await api(t.app, owner.id).post('/api/dialog', { survey_id: survey })
    const versions = await api(t.app, owner.id).get(`/api/surveys/${survey}/versions`)
    return { dialog: dialog.json(), versions: versions.json() }
  }
  /** n new blocks after b0, each after the one before. */
  const creates = (survey: string, n: number, prefix = 'r') =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'block.create',
      block: {
        unique_question_id: `${prefix}${i}`,
        survey_id: survey,
        type: 'message',
        context: `Text ${i}`,
        order: 0,
      },
      at: { index: i + 1, after: i === 0 ? 'b0' : `${prefix}${i - 1}` },
    }))

  describe('bounds', () => {
    it('refuses a restore with more sub-changes than one request may carry with 413 too_many_changes, writing nothing', async () => {
      const survey = await newDialog()
      const before = await state(survey)
      const field = { kind: 'block.field', block: 'b0', key: 'context', before: 'Frage b0', after: 'x' }
      const res = await send(survey, {
        kind: 'restore',
        version: 0,
        changes: Array.from({ length: MAX_CHANGES_PER_RESTORE + 1 }, () => field),
      })
      expect(res.statusCode).toBe(413)
      expect(res.json()).toMatchObject({ code: 'too_many_changes' })
      expect(res.json().msg).toContain("'change.changes'")
      expect(await state(survey)).toEqual(before)
    })

    it('refuses a /structure call with more jumps than allowed with 413 too_many_connections, writing nothing', async () => {
      const survey = await newDialog()
      const before = await state(survey)
      const jumps = Array.from({ length: MAX_CONNECTIONS_PER_DIALOG + 1 }, (_, i) => ({
        source: 'b0',
        handle: `h${i}`,
        target: 'b1',
      }))
      const res = await structure(survey, jumps)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toMatchObject({ code: 'too_many_connections' })
      expect(res.json().msg).toContain("'connections'")
      expect(await state(survey)).toEqual(before)
    })

    it('refuses a change that would give the dialog more blocks than a dialog may hold with 413 too_many_blocks, writing nothing', async () => {
      const survey = await newDialog()
      const restore = { kind: 'restore', version: 0, changes: creates(survey, MAX_BLOCKS_PER_DIALOG - 2) }
      expect((await send(survey, restore)).statusCode).toBe(200)
      const before = await state(survey)
      const one = creates(survey, 1, 'extra')[0]
      const res = await send(survey, one)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toMatchObject({ code: 'too_many_blocks' })
      expect(res.json().msg).toContain(`${MAX_BLOCKS_PER_DIALOG + 1} Blöcke`)
      expect(await state(survey)).toEqual(before)
      // Shrinking a full dialog still works.
      const last = before.dialog.all_questions.at(-1)
      const at = { index: MAX_BLOCKS_PER_DIALOG - 1, after: before.dialog.all_questions.at(-2).unique_question_id }
      expect((await send(survey, { kind: 'block.delete', block: last, at })).statusCode).toBe(200)
    })
  })

  describe('long bodies are checked item by item', () => {
    it('refuses a long restore whose one sub-change is invalid, naming its field with its index, writing nothing', async () => {
      const survey = await newDialog()
      const before = await state(survey)
      const changes = creates(survey, 600)
      changes[517] = { ...changes[517]!, block: { ...changes[517]!.block, type: 'kein_typ' as 'message' } }
      const res = await send(survey, { kind: 'restore', version: 0, changes })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_input' })
      expect(res.json().msg).toContain("'change.changes.517.block.type'")
      expect(await state(survey)).toEqual(before)
    })

    it('refuses a large body with one text PostgreSQL cannot hold deep inside, naming its field, writing nothing', async () => {
      const survey = await newDialog()
      const before = await state(survey)
      const changes = creates(survey, 600)
      changes[555] = { ...changes[555]!, block: { ...changes[555]!.block, context: 'Text\u0000555' } }
      expect(JSON.stringify(changes).length).toBeGreaterThan(64 * 1024) // checked in slices (wellFormedInput.ts)
      const res = await send(survey, { kind: 'restore', version: 0, changes })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_input' })
      expect(res.json().msg).toContain("'change.changes.555.block.context'")
      expect(res.json().msg).toContain('U+0000')
      expect(await state(survey)).toEqual(before)
    })

    it('refuses a long /structure list with one jump lacking its target, naming it, writing nothing', async () => {
      const survey = await newDialog(10)
      const before = await state(survey)
      const jumps: unknown[] = Array.from({ length: 400 }, (_, i) => ({
        source: `b${i % 10}`,
        handle: `h${i}`,
        target: 'b1',
      }))
      jumps[321] = { source: 'b1', handle: 'h321' }
      const res = await structure(survey, jumps)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain("'connections.321.target'")
      expect(await state(survey)).toEqual(before)
    })
  })

  describe('big edits are linear', () => {
    it('applies a restore of 4,000 blocks, and the version it made reads back with all of them, twice alike', async () => {
      const survey = await newDialog()
      const res = await send(survey, { kind: 'restore', version: 0, changes: creates(survey, 4000) })
      expect(res.statusCode).toBe(200)
      const { dialog } = await state(survey)
      expect(dialog.all_questions).toHaveLength(4002)
      expect(dialog.all_questions.map((b: { order: number }) => b.order)).toEqual([...Array(4002).keys()])
      const read = () => api(t.app, owner.id).get(`/api/surveys/${survey}/versions/1`)
      const [first, again] = [await read(), await read()]
      expect(first.statusCode).toBe(200)
      expect(first.json().all_questions).toEqual(dialog.all_questions)
      expect(again.json()).toEqual(first.json())
    })

    it('replaces the jumps with 10,000 sent to /structure, in the order sent', async () => {
      const survey = await newDialog(100)
      const jumps = Array.from({ length: 10_000 }, (_, i) => ({
        source: `b${i % 100}`,
        handle: `h${i}`,
        target: `b${(i + 1) % 100}`,
      }))
      expect((await structure(survey, jumps)).statusCode).toBe(200)
      expect((await state(survey)).dialog.connections).toEqual(jumps)
    })

    it('answers a version with the name it has now, also when it was read before it was named', async () => {
      const survey = await newDialog()
      expect((await send(survey, creates(survey, 1)[0])).statusCode).toBe(200)
      const read = () => api(t.app, owner.id).get(`/api/surveys/${survey}/versions/1`)
      expect((await read()).json().name).toBeNull()
      await api(t.app, owner.id).put(`/api/surveys/${survey}/versions/1/name`, { name: 'Erster Block' })
      expect((await read()).json().name).toBe('Erster Block')
    })
  })

  describe('small findings', () => {
    it('answers a restore naming a version the dialog never had with 404 version_not_found, writing nothing', async () => {
      const survey = await newDialog()
      const before = await state(survey)
      const res = await send(survey, { kind: 'restore', version: 7, changes: creates(survey, 1) })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'version_not_found' })
      expect(await state(survey)).toEqual(before)
    })

    it('takes only plain decimal digits for numbers in paths and queries: 0x10, 1e3, a blank, signs and fractions are 400', async () => {
      const survey = await newDialog()
      expect((await send(survey, creates(survey, 1)[0])).statusCode).toBe(200)
      const { get } = api(t.app, owner)
      for (const bad of ['0x10', '1e3', '%20', '+1', '-1', '1.0', '0b1', 'Infinity']) {
        for (const url of [
          `/api/surveys/${survey}/versions/${bad}`,
          `/api/surveys/${survey}/events?after=${bad}`,
          `/api/surveys/${survey}/events?after_version=${bad}`,
          `/api/analyse/${survey}/transcripts/${bad}`,
        ]) {
          const res = await get(url)
          expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
            url,
            status: 400,
            code: 'invalid_input',
          })
        }
        const named = await api(t.app, owner.id).put(`/api/surveys/${survey}/versions/${bad}/name`, { name: 'x' })
        expect(named.statusCode).toBe(400)
        const removed = await api(t.app, owner.id).delete(
          `/api/surveys/${survey}/gpt_exit_conditions/e1?expected_version=${bad}`,
        )
        expect(removed.statusCode).toBe(400)
      }
      expect((await get(`/api/surveys/${survey}/versions/1`)).statusCode).toBe(200)
      expect((await get(`/api/surveys/${survey}/versions/01`)).json().version).toBe(1)
      expect((await get(`/api/surveys/${survey}/events?after=0&after_version=0`)).statusCode).toBe(200)
    })

    it('refuses an access token at once when its refresh family was revoked for a reused refresh token', async () => {
      const user = await insertEditor(t.database.db)
      const session = await sessionOf(t.app, user)
      const refresh = (token: string) => api(t.app, token).post('/api/refresh')
      const surveys = (token: string) => api(t.app, token).get('/api/surveys')
      const rotated = (await refresh(session.refresh_token)).json() as { token: string }
      expect((await surveys(session.token)).statusCode).toBe(200)
      expect((await surveys(rotated.token)).statusCode).toBe(200)
      // The first refresh token comes back: reuse, the family is revoked.
      expect((await refresh(session.refresh_token)).statusCode).toBe(401)
      for (const token of [session.token, rotated.token]) {
        const res = await surveys(token)
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
      }
    })
  })
})
