import { type DialogResponse, toEditorSnapshot } from '@engine/api/surveys'
import { VERSION_PAGE, type VersionListResponse } from '@engine/api/versions'
import { type Change, type ChangeKindName, type Document, VERSIONED_KINDS } from '@engine/changes'
import { toEditorState } from '@engine/index'
import { arbChange } from '@engine/testing'
import { restoreChanges } from '@engine/versions'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const runs = Number(process.env.ENGINE_PROPERTY_RUNS ?? 8)

/** The kinds POST /changes takes: everything the dialog's version counts, restores included. */
const DIALOG_KINDS: ChangeKindName[] = [...VERSIONED_KINDS, 'restore']

/** What a version is: the loaded dialog without the caller's role and the triggers (not versioned). */
const versioned = (d: Record<string, unknown>) => {
  const { triggers: _t, role: _r, name: _n, ...rest } = d
  return rest
}

describe.each(databaseKinds())('version history on %s', (kind) => {
  let t: TestApp
  let owner: User
  let colleague: User
  let viewer: User
  let sent = 0

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'versionen@example.org', { firstName: 'Olga', lastName: 'Owner' })
    colleague = await insertUser(t.database.db, 'kollege@example.org', { firstName: 'Karl' })
    viewer = await insertUser(t.database.db, 'zuschauer@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  async function newDialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { unique_question_id: 'a', type: 'open' },
        { unique_question_id: 'b', type: 'message' },
        { unique_question_id: 'c', type: 'open', position: { x: 3, y: 4 } },
      ],
      jumps: [['a', 'ja', 'b']],
      exitConditions: ['e1', 'e2'].map((id) => ({ id, condition: `Bedingung ${id}`, examples: [] })),
    })
    await addMember(t.database.db, surveyId, colleague, 'Voller Zugriff')
    await addMember(t.database.db, surveyId, viewer, 'Analysieren')
    return surveyId
  }

  const send = (survey: string, change: unknown, user: User = owner) =>
    api(t.app, user.id).post(`/api/surveys/${survey}/changes`, { change_id: `v${++sent}`, change })
  const dialog = async (survey: string): Promise<DialogResponse> =>
    (await api(t.app, owner.id).post('/api/dialog', { survey_id: survey })).json()
  const documentOf = (d: DialogResponse): Document => toEditorState(toEditorSnapshot(d))
  const version = (survey: string, v: number, user: User = owner) =>
    api(t.app, user.id).get(`/api/surveys/${survey}/versions/${v}`)
  const list = (survey: string, user: User = owner) => api(t.app, user.id).get(`/api/surveys/${survey}/versions`)
  const field = (block: string, before: string, after: string) => ({
    kind: 'block.field',
    block,
    key: 'context',
    before,
    after,
  })

  it('rebuilding every version of a generated event log equals the state the server had at that version', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.integer({ min: 1, max: 10 }), async (seed, edits) => {
        const survey = await newDialog()
        const states = new Map<number, DialogResponse>()
        let current = await dialog(survey)
        states.set(current.version, current)
        for (let i = 0; i < edits; i++) {
          const [change] = fc.sample(arbChange(documentOf(current), DIALOG_KINDS), { seed: seed + i, numRuns: 1 })
          const res = await send(survey, change as Change)
          if (res.statusCode !== 200) continue
          accepted++
          current = await dialog(survey)
          states.set(current.version, current)
        }
        for (const [v, state] of states) {
          const res = await version(survey, v)
          expect(res.statusCode, res.body).toBe(200)
          expect(versioned(res.json())).toEqual(versioned(state as unknown as Record<string, unknown>))
        }
      }),
      { numRuns: runs },
    )
    // The log was really generated: most edits are accepted.
    expect(accepted).toBeGreaterThan(runs)
  })

  it('past a checkpoint (every 500 versions) versions before, at and after it rebuild to what the server had; the list comes in pages', async () => {
    const survey = await newDialog()
    const first = await dialog(survey)
    const textOf = (d: DialogResponse) => d.all_questions.find((b) => b.unique_question_id === 'a')?.context
    let before = textOf(first) ?? ''
    const edits = 505
    for (let i = 1; i <= edits; i++) {
      const res = await send(survey, field('a', before, `Text ${i}`))
      expect(res.statusCode, res.body).toBe(200)
      before = `Text ${i}`
    }
    const start = first.version
    // The first edit stored the base at its version; the 500th edit after it a checkpoint.
    const snapshots = (await t.database.db.execute(
      sql`select version from survey_version_snapshots where survey_id = ${survey} order by version`,
    )) as unknown as { rows: { version: number }[] }
    const stored = snapshots.rows
    expect(stored.map((r) => Number(r.version))).toEqual([start, start + 500])
    for (const i of [1, 250, 499, 500, 501, edits]) {
      const res = await version(survey, start + i)
      expect(res.statusCode, res.body).toBe(200)
      expect(textOf(res.json())).toBe(`Text ${i}`)
    }
    const base = await version(survey, start)
    expect(textOf(base.json())).toBe(textOf(first))

    // The list comes a page of VERSION_PAGE edits at a time, newest first, then older ones by `before`;
    // the named versions below the page come with it.
    const named = await api(t.app, owner.id).put(`/api/surveys/${survey}/versions/${start + 2}/name`, {
      name: 'Früh benannt',
    })
    expect(named.statusCode, named.body).toBe(200)
    const versionsOf = (body: VersionListResponse) => body.sessions.flatMap((s) => s.versions.map((v) => v.version))
    const newest = (await list(survey)).json() as VersionListResponse
    expect(versionsOf(newest)).toHaveLength(VERSION_PAGE)
    expect(versionsOf(newest)[0]).toBe(start + edits)
    expect(newest.older).not.toBeNull()
    expect(newest.named.map((v) => [v.version, v.name, v.rebuildable])).toEqual([[start + 2, 'Früh benannt', true]])
    const older = await api(t.app, owner.id).get(`/api/surveys/${survey}/versions?before=${newest.older}`)
    expect(older.statusCode, older.body).toBe(200)
    const rest = older.json() as VersionListResponse
    expect(rest.older).toBeNull()
    expect(rest.named).toEqual([])
    const all = [...versionsOf(newest), ...versionsOf(rest)]
    expect(all).toEqual(Array.from({ length: edits }, (_, i) => start + edits - i))
    expect(rest.sessions.flatMap((s) => s.versions).every((v) => v.rebuildable)).toBe(true)
    for (const before of ['0', 'x', '1.5', '0x10', '1e3'])
      expect((await api(t.app, owner.id).get(`/api/surveys/${survey}/versions?before=${before}`)).json()).toMatchObject(
        {
          code: 'invalid_input',
        },
      )
  })

  /** A new dialog whose log holds edits 1..`count` (one text change each) but not `gapFrom`..`gapTo`, as if swept. */
  async function logWithGap(count: number, gapFrom: number, gapTo: number): Promise<string> {
    const survey = await newDialog()
    const change = JSON.stringify([{ kind: 'block.field', block: 'a', key: 'context', before: 'x', after: 'y' }])
    await t.database.db.execute(
      sql`INSERT INTO survey_events (survey_id, seq, version, actor_id, changes) SELECT ${survey}, g, g, ${owner.id}, ${change}::jsonb FROM generate_series(1, ${count}) g`,
    )
    await t.database.db.execute(
      sql`DELETE FROM survey_events WHERE survey_id = ${survey} AND seq BETWEEN ${gapFrom} AND ${gapTo}`,
    )
    return survey
  }

  it('pages over a log with gaps in its numbers: every edit once, none missed, each page bounded', async () => {
    // 1,200 logged edits, then 400..899 gone (as if swept): 300 newest and 399 oldest remain.
    const survey = await logWithGap(1200, 400, 899)
    const seen: (number | null)[] = []
    let before: number | null | undefined
    for (let pages = 0; before !== null; pages++) {
      expect(pages).toBeLessThan(5)
      const res = await api(t.app, owner.id).get(
        `/api/surveys/${survey}/versions${before === undefined ? '' : `?before=${before}`}`,
      )
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json() as VersionListResponse
      const versions = body.sessions.flatMap((s) => s.versions.map((v) => v.version))
      expect(versions.length).toBeLessThanOrEqual(VERSION_PAGE)
      seen.push(...versions)
      before = body.older
    }
    const expected = Array.from({ length: 1200 }, (_, i) => 1200 - i).filter((v) => v < 400 || v > 899)
    expect(seen).toEqual(expected)
  })

  it('GET /events pages the log in full pages of 1,000 across gaps in its numbers, in order, each event once', async () => {
    const survey = await logWithGap(2500, 600, 1099)
    const remaining = Array.from({ length: 2500 }, (_, i) => i + 1).filter((seq) => seq < 600 || seq > 1099)
    const pages: number[][] = []
    for (let after = 0; pages.length < 5;) {
      const res = await api(t.app, owner.id).get(`/api/surveys/${survey}/events?after=${after}`)
      expect(res.statusCode, res.body).toBe(200)
      const seqs = (res.json() as { events: { seq: number }[] }).events.map((e) => e.seq)
      pages.push(seqs)
      if (seqs.length < 1000) break
      after = seqs.at(-1) ?? after
    }
    // Full pages until the end (2,000 events: the third is empty); a gap never makes a page look like the last one.
    expect(pages.map((p) => p.length)).toEqual([1000, 1000, 0])
    expect(pages.flat()).toEqual(remaining)
  })

  it('restoring a version is one new edit: one version, one log row, the old content back, history kept', async () => {
    const survey = await newDialog()
    expect((await send(survey, field('a', 'Frage a', 'Erste'))).statusCode).toBe(200)
    expect((await send(survey, field('a', 'Erste', 'Zweite'))).statusCode).toBe(200)
    expect(
      (
        await send(survey, {
          kind: 'block.delete',
          block: (await dialog(survey)).all_questions[1],
          at: { index: 1, after: 'a' },
        })
      ).statusCode,
    ).toBe(200)
    const v1 = (await version(survey, 1)).json() as DialogResponse
    const before = await dialog(survey)
    const change = { kind: 'restore', version: 1, changes: restoreChanges(documentOf(before), documentOf(v1)) }
    const res = await send(survey, change)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().version).toBe(before.version + 1)
    const after = await dialog(survey)
    expect(after.all_questions.map((q) => [q.unique_question_id, q.context])).toEqual(
      v1.all_questions.map((q) => [q.unique_question_id, q.context]),
    )
    const versions = (await list(survey)).json()
    const all = versions.sessions.flatMap((s: { versions: { version: number }[] }) => s.versions)
    expect(all.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1])
    expect(all[0].what).toEqual([{ type: 'versions', change: 'restore', key: '1', unique_question_id: null }])
    // Nothing was lost: the version before the restore is still there.
    expect(versioned((await version(survey, 3)).json())).toEqual(versioned(before as never))
  })

  it('groups edits into sessions: one author, no gap over 30 minutes, newest first, with names', async () => {
    const survey = await newDialog()
    await send(survey, field('a', 'Frage a', '1'))
    await send(survey, field('a', '1', '2'))
    await send(survey, field('a', '2', '3'), colleague)
    await send(survey, field('a', '3', '4'), colleague)
    // The colleague's last edit came an hour after the one before it.
    await t.database.db.execute(
      sql`UPDATE survey_events SET created_at = created_at + interval '1 hour' WHERE survey_id = ${survey} AND version = 4`,
    )
    const body = (await list(survey)).json()
    expect(body.version).toBe(4)
    expect(body.first_version).toBe(0)
    expect(
      body.sessions.map((s: { actor_name: string; versions: { version: number }[] }) => [
        s.actor_name,
        s.versions.map((v) => v.version),
      ]),
    ).toEqual([
      ['Karl', [4]],
      ['Karl', [3]],
      ['Olga Owner', [2, 1]],
    ])
  })

  it('names a version (editor right), lists the name, and removes it', async () => {
    const survey = await newDialog()
    await send(survey, field('a', 'Frage a', '1'))
    const put = (v: number, body: unknown, user: User = owner) =>
      api(t.app, user.id).put(`/api/surveys/${survey}/versions/${v}/name`, body as object)
    const named = await put(1, { name: 'vor dem Pretest' })
    expect(named.json()).toEqual({ msg: 'success', version: 1, name: 'vor dem Pretest' })
    const item = (await list(survey)).json().sessions[0].versions[0]
    expect(item).toMatchObject({ version: 1, name: 'vor dem Pretest', rebuildable: true })
    expect((await version(survey, 1)).json().name).toBe('vor dem Pretest')
    expect((await put(1, { name: 'x' }, viewer)).json()).toMatchObject({ code: 'forbidden' })
    const empty = await put(1, { name: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'invalid_input' })
    expect(empty.json().msg).toContain('name')
    expect((await put(9, { name: 'später' })).json()).toMatchObject({ code: 'version_not_found' })
    const removed = await api(t.app, owner.id).delete(`/api/surveys/${survey}/versions/1/name`)
    expect(removed.json()).toEqual({ msg: 'success' })
    expect((await list(survey)).json().sessions[0].versions[0].name).toBeNull()
  })

  it('viewers read versions; a version after the last is version_not_found', async () => {
    const survey = await newDialog()
    await send(survey, field('a', 'Frage a', '1'))
    expect((await version(survey, 0, viewer)).json().all_questions[0].context).toBe('Frage a')
    expect((await list(survey, viewer)).statusCode).toBe(200)
    const res = await version(survey, 5)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'version_not_found' })
  })

  it('a dialog edited before the version history starts it at its first edit after; older versions are version_before_log', async () => {
    const survey = await newDialog()
    await send(survey, field('a', 'Frage a', '1'))
    await send(survey, field('a', '1', '2'))
    // As if the two edits were saved before migration 0013: no base.
    await t.database.db.execute(sql`DELETE FROM survey_version_snapshots WHERE survey_id = ${survey}`)
    const none = (await list(survey)).json()
    expect(none.first_version).toBeNull()
    expect(none.sessions[0].versions.map((v: { rebuildable: boolean }) => v.rebuildable)).toEqual([true, false])
    await send(survey, field('a', '2', '3'))
    const body = (await list(survey)).json()
    expect(body.first_version).toBe(2)
    expect(body.sessions[0].versions.map((v: { rebuildable: boolean }) => v.rebuildable)).toEqual([true, true, false])
    expect((await version(survey, 2)).json().all_questions[0].context).toBe('2')
    const old = await version(survey, 1)
    expect(old.statusCode).toBe(409)
    expect(old.json()).toMatchObject({ code: 'version_before_log' })
  })
})
