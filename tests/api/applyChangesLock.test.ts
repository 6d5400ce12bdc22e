import type { Change } from '@engine/changes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChangeRun, applyChanges } from '../../server/changes/applyChanges'
import { scopeOf } from '../../server/changes/scopeOf'
import { loadDocument } from '../../server/repositories/dialogDocument'
import { findSurvey } from '../../server/repositories/surveys'
import type { User } from '../../server/repositories/users'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { contextWithTransactionHook } from '../support/transactionHook'

/**
 * server/changes/applyChanges.ts works an edit out before it takes the survey's lock, so the
 * embedded database's one connection is not held while our code plans, rebases and validates
 * (issue #27). A colleague's edit committed in between must not be lost to that early work.
 */
/** A change of POST /changes (a dialog's versioned kinds). */
type ScopedChange = Parameters<typeof scopeOf>[0]

describe.each(databaseKinds())('an edit worked out before its lock on %s', (kind) => {
  let t: TestApp
  let owner: User

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'sperre@example.org')
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
      ],
    })
    return surveyId
  }

  const textEdit = (before: string, after: string): ScopedChange => ({
    kind: 'block.field',
    block: 'a',
    key: 'context',
    before,
    after,
  })

  const contextWithHook = (onTransaction: () => Promise<void>) => contextWithTransactionHook(t.ctx, onTransaction)

  function run(surveyId: string, change: ScopedChange, onPlan?: () => void): ChangeRun {
    return {
      surveyId,
      actorId: owner.id,
      now: t.ctx.now(),
      scope: scopeOf(change),
      plan: () => {
        onPlan?.()
        return [change as Change]
      },
      field: 'change.after',
    }
  }

  it('plans and applies before it locks the dialog, once, when nobody edits meanwhile', async () => {
    const surveyId = await newDialog()
    let inTransaction = false
    const plannedInside: boolean[] = []
    const ctx = contextWithHook(async () => {
      inTransaction = true
    })
    const outcome = await applyChanges(
      ctx,
      run(surveyId, textEdit('Frage a', 'Neu'), () => plannedInside.push(inTransaction)),
    )
    expect(plannedInside).toEqual([false])
    expect(outcome.version).toBe(1)
    expect(outcome.doc?.blocks.get('a')?.context).toBe('Neu')
  })

  it("redoes its work under the lock when a colleague's edit landed in between, and keeps it", async () => {
    const surveyId = await newDialog()
    let colleagueDone = false
    const planned: number[] = []
    const ctx = contextWithHook(async () => {
      if (colleagueDone) return
      colleagueDone = true
      // The colleague's edit commits after this edit was worked out, before it locks the dialog.
      await applyChanges(t.ctx, run(surveyId, textEdit('Frage a', 'Kollegin')))
    })
    const mine = await applyChanges(
      ctx,
      run(surveyId, textEdit('Frage a', 'Meins'), () => planned.push(1)),
    )
    expect(planned).toHaveLength(2)
    expect(mine.version).toBe(2)
    // Rebased onto what was stored: its `before` is the colleague's text, so undoing it brings
    // that back rather than the text both started from.
    expect(mine.changes).toEqual([textEdit('Kollegin', 'Meins')])
  })

  it('refuses, under the lock, a change that only the newer dialog makes invalid', async () => {
    const surveyId = await newDialog()
    let colleagueDone = false
    const ctx = contextWithHook(async () => {
      if (colleagueDone) return
      colleagueDone = true
      await applyChanges(
        t.ctx,
        run(surveyId, { kind: 'block.delete', block: await blockA(surveyId), at: { index: 0, after: null } }),
      )
    })
    await expect(applyChanges(ctx, run(surveyId, textEdit('Frage a', 'Meins')))).rejects.toMatchObject({
      code: 'block_not_found',
    })
  })

  /** Block a as stored, which a delete names. */
  async function blockA(surveyId: string) {
    const stored = await findSurvey(t.database.db, surveyId)
    if (!stored) throw new Error('no dialog')
    const block = (await loadDocument(t.database.db, stored, { blocks: 'all' })).doc.blocks.get('a')
    if (!block) throw new Error('no block a')
    return block
  }
})
