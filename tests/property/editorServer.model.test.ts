import type { Change } from '@engine/changes'
import {
  type DialogEditor,
  type DialogGraph,
  EngineError,
  type HistoryView,
  type Result,
  type Transport,
  type TransportCall,
  createDialogEditor,
  deriveGraph,
  toEditorState,
  updateConfig,
} from '@engine/index'
import { transportError } from '@engine/sync'
import { testContext } from '@engine/testing'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../support/addMember'
import { editorToken } from '../support/editorToken'
import { api } from '../support/fixtures'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { scheduledCalls } from '../support/scheduledCalls'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { type Op, content, toCommand, withText, writesText } from '@engine/testing'
import {
  type Fault,
  NINE_KEYS,
  type Scenario,
  type Stats,
  isChangeCall,
  labelOf,
  newStats,
  plain,
  scenarioArb,
  targetAndValue,
  tokensIn,
} from './editorServerModel'

// The model-based test of docs/contributing.md "Property tests": the dialog editor against the real
// server (app.inject over PGlite, or PostgreSQL when TEST_DATABASE_URL is set), with every call
// and every reload ordered by fc.scheduler and a fault drawn for each call. The laws are
// checked after settling; each expectation names its law.

/**
 * `npm test`: 50 runs per property and database with the fixed seed below, about 13 s per
 * database; every guard of a property that passes because nothing interesting happened still
 * holds there (refused and NUL edits, lost answers, colleagues' edits, laws 3–9 exercised).
 * `npm run test:property` runs 3,000 with new seeds (docs/contributing.md#test-speed).
 */
const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 50)
/** Shrinking a counterexample replays it against the server many times: generous. */
const TIMEOUT = Math.max(900_000, RUNS * 3_000)
/**
 * Replaying a failure: ENGINE_PROPERTY_SEED and ENGINE_PROPERTY_PATH take the `seed` and `path`
 * fast-check printed (run only the failing test with `-t`).
 */
/**
 * `npm test` (and so CI) runs one fixed seed: a red run is then reproducible and never the luck of
 * the draw. `npm run test:property` (ENGINE_PROPERTY_RUNS set) draws new seeds and explores; a
 * counterexample it finds is fixed and kept as a test of its own (seed -2042643118: undo, redo,
 * undo of one step before the first answer, the last undo refused, lost the step; now the unit
 * test "an undo refused after an earlier undo of the same step was saved…" in UndoStack.test.ts).
 */
const CI_SEED = 20_261_128
const REPLAY =
  process.env.ENGINE_PROPERTY_SEED === undefined
    ? process.env.ENGINE_PROPERTY_RUNS === undefined
      ? { seed: CI_SEED }
      : {}
    : { seed: Number(process.env.ENGINE_PROPERTY_SEED), path: process.env.ENGINE_PROPERTY_PATH, endOnFailure: true }
/** The guards against a property that passes because nothing interesting happened need many runs. */
const GUARDED = RUNS >= 40 && process.env.ENGINE_PROPERTY_SEED === undefined

describe.each(databaseKinds())('the dialog editor against the real server on %s (model-based)', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof insertUser>>
  let colleague: Awaited<ReturnType<typeof insertUser>>
  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'olga.modell@example.org')
    colleague = await insertUser(t.database.db, 'kai.modell@example.org')
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  /** A fresh dialog of the owner, shared with the colleague to edit: three blocks, a jump, an exit condition. */
  async function freshDialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Modelltest' })
    await addMember(t.database.db, surveyId, colleague, 'Bearbeiten + Trainieren')
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { unique_question_id: 'q1', type: 'open' },
        { unique_question_id: 'q2', type: 'open' },
        { unique_question_id: 'q3', type: 'message' },
      ],
      jumps: [['q1', 'default', 'q2']],
      exitConditions: [{ id: 'e1', condition: 'Person möchte aufhören', examples: [] }],
    })
    return surveyId
  }

  /** One scenario: a fresh dialog, an editor over the faulty transport, the actions, then the laws. */
  async function run(s: fc.Scheduler, scenario: Scenario, withColleague: boolean, stats: Stats): Promise<void> {
    stats.runs++
    const surveyId = await freshDialog()
    const ownerToken = editorToken(owner.id)
    const colleagueToken = editorToken(colleague.id)
    const serverState = async () => toEditorState(await loadSnapshot(t.app, ownerToken, surveyId))

    const calls: string[] = []
    const { run: scheduled, step, settle, macrotask } = scheduledCalls(s, () => calls.join(', '))

    // Law 2 bookkeeping: tokens the server accepted in some call, and tokens of refused edits.
    const applied = new Set<string>()
    const refused = new Map<string, string>()
    const violations: string[] = []
    const checkRefused = (where: string, value: unknown) => {
      if (refused.size === 0) return
      for (const token of tokensIn(value)) {
        const what = refused.get(token)
        if (what) violations.push(`${token} (${what}) seen again in ${where}`)
      }
    }

    // Faults, drawn per call in turn. While the laws are verified, no two calls in a row fail, so
    // undo-all and redo-all always make progress.
    let faultIndex = 0
    let verifying = false
    let lastFaulted = false
    let colleagueSuspended = false
    function nextFault(call: TransportCall): Fault {
      let fault = scenario.faults[faultIndex++ % scenario.faults.length] as Fault
      if (fault === 'lost' && !isChangeCall(call)) fault = 'ok'
      if (fault === 'colleague' && colleagueSuspended) fault = 'ok'
      if (verifying && lastFaulted) fault = 'ok'
      lastFaulted = fault !== 'ok'
      stats.calls[fault]++
      return fault
    }

    // The colleague: one change of the Op model on the server's current dialog, through the API.
    let colleagueIndex = 0
    let colleagueTokens = 0
    let colleagueLanded = 0
    /** Counts what reached the app (my calls, the colleague's changes). */
    let touched = 0
    /**
     * Whether the colleague created, deleted or moved a block in this run. History entries show
     * block places as indices as they were recorded (docs/engine.md); an undo or redo puts a block
     * back at its place relative to its neighbours, so after others' inserts the index differs.
     */
    let colleagueReorderedBlocks = false
    /** While a law-4 check runs: the K# tokens the colleague's own changes removed. */
    let removedByColleague: Set<string> | undefined
    const colleagueClock = testContext()
    const colleagueCtx = { now: colleagueClock.now, newId: () => `k${colleagueClock.newId()}` }
    async function colleagueEdits(): Promise<void> {
      const op = scenario.colleagueOps[colleagueIndex++ % scenario.colleagueOps.length]
      if (!op) return
      const before = toEditorState(await loadSnapshot(t.app, colleagueToken, surveyId))
      const token = `K#${++colleagueTokens}`
      const command = toCommand(before, withText(op, token))
      if (!command) return
      let change: Change
      try {
        change = command.toChange(before, colleagueCtx).change
      } catch {
        return
      }
      touched++
      const res = await api(t.app, colleagueToken).post(`/api/surveys/${surveyId}/changes`, {
        change_id: `kc${colleagueTokens}`,
        change,
      })
      calls.push(`colleague ${change.kind} → ${res.statusCode}`)
      if (res.statusCode !== 200) return
      colleagueLanded++
      stats.colleagueLanded++
      if (change.kind === 'block.create' || change.kind === 'block.delete' || change.kind === 'block.move')
        colleagueReorderedBlocks = true
      for (const token of tokensIn(change)) applied.add(token)
      if (removedByColleague) {
        const after = tokensIn(content(await serverState()), 'K')
        for (const token of tokensIn(content(before), 'K')) if (!after.has(token)) removedByColleague.add(token)
      }
    }

    const inner = injectTransport(t.app, ownerToken)
    const transport: Transport = {
      send(call) {
        checkRefused(`the call ${labelOf(call)}`, call.body)
        return scheduled(labelOf(call), async () => {
          const fault = nextFault(call)
          calls.push(`${labelOf(call)} [${fault}]`)
          if (fault === 'r400')
            throw transportError(400, { msg: "Ungültige Eingabe: Feld 'change' (Test).", code: 'invalid_input' })
          if (fault === 'r403') throw transportError(403, { msg: 'Keine Berechtigung (Test).', code: 'forbidden' })
          if (fault === 'r500') throw transportError(500, { msg: 'Interner Fehler (Test).', code: 'internal_error' })
          if (fault === 'colleague') await colleagueEdits()
          let answer: unknown
          touched++
          try {
            answer = await inner.send(call)
          } catch (error) {
            if (fault === 'lost') throw new Error('Verbindung unterbrochen (Test)')
            throw error
          }
          if (isChangeCall(call)) for (const token of tokensIn(call.body)) applied.add(token)
          if (fault === 'lost') {
            if (isChangeCall(call)) savedUnseen.add((call.body as { change_id: string }).change_id)
            throw new Error('Verbindung unterbrochen (Test)')
          }
          return answer
        })
      },
    }

    const clock = testContext()
    let changeIds = 0
    /** Changes the server saved whose answer was lost: the engine has to find out. */
    const savedUnseen = new Set<string>()
    /**
     * Edits, undos and redos the engine gave up on although the server had saved them: after a
     * lost answer it resends twice and then reads the edit log; when all of that fails too it
     * reports the change as not saved. No finite number of tries can know better, so laws 3 and
     * 5 (which assume the engine knows what it saved) are not checked where this happened.
     */
    let gaveUp = 0
    /** `call` (execute, undo or redo), noting whether it ends refused though the server saved it. */
    function watched(call: () => Promise<Result>): Promise<Result> {
      const first = changeIds
      const result = call()
      const ids = Array.from({ length: changeIds - first }, (_, i) => `mc${first + i + 1}`)
      return result.then((r) => {
        if (!r.ok && ids.some((id) => savedUnseen.has(id))) {
          gaveUp++
          stats.gaveUp++
        }
        return r
      })
    }
    const initialSnapshot = await loadSnapshot(t.app, ownerToken, surveyId)
    const initial = content(toEditorState(initialSnapshot))
    const editor: DialogEditor = createDialogEditor({
      ...initialSnapshot,
      transport,
      load: () => scheduled('load', () => loadSnapshot(t.app, ownerToken, surveyId)),
      now: clock.now,
      newId: () => `m${clock.newId()}`,
      newChangeId: () => `mc${++changeIds}`,
    })

    const errors: EngineError[] = []
    /** Skip notices say someone else changed the step's target: without a colleague, none is true. */
    const falseSkips: string[] = []
    let pendingNow = 0
    let lastHistory: HistoryView | undefined
    let lastGraph: DialogGraph | undefined
    const subscriptions = [
      editor.errors$.subscribe((e) => {
        errors.push(e)
        if (e.code === 'undo_skipped' || e.code === 'redo_skipped') {
          stats.skipped++
          if (!withColleague) falseSkips.push(e.message)
        }
      }),
      editor.pending$.subscribe((n) => (pendingNow = n)),
      editor.history$.subscribe((h) => {
        lastHistory = h
        for (const [i, entry] of h.entries.entries())
          checkRefused(`history entry ${i} (${entry.title})`, [entry.old_value, entry.new_value])
      }),
      editor.state$.subscribe((state) => checkRefused('the editor state', content(state))),
      editor.graph$.subscribe((g) => (lastGraph = g)),
    ]

    // My edits: each text edit writes a fresh token; one whose edit ends refused (and whose token
    // the server never accepted in any call) must never be seen again (law 2).
    let tokens = 0
    const results: Promise<Result>[] = []
    function execute(op: Op, nul: boolean, describeIt: string): void {
      const token = writesText(op) ? `T#${++tokens}` : undefined
      const concrete = token ? withText(op, nul ? `${token}\u0000` : token) : op
      const command = toCommand(editor.getState(), concrete)
      if (!command) return
      const pendingBefore = pendingNow
      const result = watched(() => editor.execute(command))
      // U+0000: the engine refuses it before anything changes or is sent.
      if (token && nul && pendingNow !== pendingBefore) violations.push(`U+0000 in ${describeIt} went out`)
      results.push(
        result.then((r) => {
          if (token && nul && (r.ok || r.error.code !== 'invalid_input'))
            violations.push(`U+0000 in ${describeIt} ended ${r.ok ? 'saved' : r.error.code}, not invalid_input`)
          // Refused: by the server (400/403/500), locally (U+0000), or dropped because an earlier
          // change was refused. Not: an edit dropped because the colleague deleted its target
          // (edit_conflict), whose text may live on where I copied it meanwhile.
          if (!r.ok && token && !applied.has(token) && r.error.code !== 'edit_conflict') {
            refused.set(token, `${describeIt}: ${r.error.code}`)
            stats.refusedTokens++
            if (nul) stats.nulRefused++
          }
          return r
        }),
      )
    }

    /** Laws 1, 2, 6, 7 (the nine keys) and 8, after settling (and, with a colleague, a refresh). */
    async function checkpoint(where: string): Promise<ReturnType<typeof content>> {
      await settle()
      if (withColleague) {
        // No push (docs/reliability/concurrent-editors.md): what the colleague saved during my
        // last call comes with a refresh.
        const refreshed = editor.refresh()
        await settle()
        expect(await refreshed, `refresh (${where})`).toEqual({ ok: true })
      }
      const state = editor.getState()
      const server = await serverState()
      expect(content(state), `law 1 (${where}): editor content = server content`).toEqual(content(server))
      checkRefused('the server', content(server))
      expect(violations, `law 2 (${where}): a refused edit's token is never seen again`).toEqual([])
      expect(falseSkips, `law 3 (${where}): without a colleague, undo and redo never skip a step`).toEqual([])
      expect(pendingNow, `law 6 (${where}): pending$ is 0 after settling`).toBe(0)
      for (const entry of lastHistory?.entries ?? [])
        expect(Object.keys(entry).sort(), `law 7 (${where}): a history entry has the nine keys`).toEqual(NINE_KEYS)
      expect(lastGraph, `law 8 (${where}): the last graph$ = deriveGraph(getState())`).toEqual(deriveGraph(state))
      return content(server)
    }

    /** The K# tokens on the server; read again only when a call or the colleague reached the app since. */
    let knownK: { touched: number; tokens: Set<string> } | undefined
    async function serverK(): Promise<Set<string>> {
      if (knownK?.touched !== touched) knownK = { touched, tokens: tokensIn(content(await serverState()), 'K') }
      return knownK.tokens
    }

    /**
     * One undo or redo, settled alone. Law 7: it makes the target hold the entry's old value (undo)
     * or new value (redo), unless it was refused, skipped, or a colleague changed the dialog
     * meanwhile. Law 4 (with a colleague): every K# token on the server before it is still there
     * after, except what the step itself overwrites by design (values of my own entries in that
     * direction, which it may reach past skipped ones) and what the colleague removed meanwhile.
     */
    async function checkedStep(direction: 'undo' | 'redo'): Promise<Result> {
      await settle()
      const view = lastHistory as HistoryView
      const entry = direction === 'undo' ? view.entries[view.pointer - 1] : view.entries[view.pointer]
      const mine =
        direction === 'undo'
          ? view.entries.slice(0, view.pointer).map((e) => e.new_value)
          : view.entries.slice(view.pointer).map((e) => e.old_value)
      const kBefore = withColleague ? await serverK() : new Set<string>()
      const removed = new Set<string>()
      removedByColleague = removed
      const landed = colleagueLanded
      const errorCount = errors.length
      const result = watched(() => (direction === 'undo' ? editor.undo() : editor.redo()))
      await settle()
      const outcome = await result
      removedByColleague = undefined
      const state = editor.getState()
      if (withColleague) {
        const kAfter = await serverK()
        const overwritten = tokensIn(mine, 'K')
        const lost = [...kBefore].filter((k) => !kAfter.has(k) && !overwritten.has(k) && !removed.has(k))
        expect(lost, `law 4: my ${direction} loses nothing a colleague wrote`).toEqual([])
        stats.law4++
      }
      const skipped = errors.slice(errorCount).some((e) => e.code === 'undo_skipped' || e.code === 'redo_skipped')
      const compared =
        entry &&
        targetAndValue(state, entry, direction === 'undo' ? entry.old_value : entry.new_value, colleagueReorderedBlocks)
      if (entry && compared && outcome.ok && !skipped && colleagueLanded === landed) {
        expect(
          plain(compared.held),
          `law 7: ${direction} of „${entry.title}“ (${entry.subtitle}) makes the target hold its ${direction === 'undo' ? 'old' : 'new'}_value`,
        ).toEqual(plain(compared.wanted))
        stats.law7++
      }
      return outcome
    }

    /** Law 5: undo(); redo() with nothing in between leaves the content as it was, lists in order. */
    async function undoRedo(where: string): Promise<void> {
      colleagueSuspended = true
      await settle()
      if (withColleague) {
        const refreshed = editor.refresh()
        await settle()
        await refreshed
      }
      const before = content(editor.getState())
      if (editor.canUndo()) {
        const pendingBefore = pendingNow
        const gaveUpBefore = gaveUp
        const undone = watched(() => editor.undo())
        // Only when the undo went out: an undo that skipped every step changed nothing, and a redo
        // would then redo an older step.
        if (pendingNow > pendingBefore) {
          const redone = watched(() => editor.redo())
          await settle()
          const [u, r] = await Promise.all([undone, redone])
          // A refused redo (a fault) leaves the undo in place; every other outcome leaves the
          // content as it was: both saved, or the undo refused and the redo with it.
          if (!(u.ok && !r.ok) && gaveUp === gaveUpBefore) {
            expect(
              content(editor.getState()),
              `law 5 (${where}): undo(); redo() leaves the content as it was (undo ${u.ok ? 'ok' : u.error.code}, redo ${r.ok ? 'ok' : r.error.code})`,
            ).toEqual(before)
            stats.law5++
          }
        }
      }
      await settle()
      colleagueSuspended = false
    }

    const redoCount = () => {
      const view = lastHistory as HistoryView
      return view.entries.length - view.pointer
    }

    try {
      for (const [index, action] of scenario.actions.entries()) {
        const where = `action ${index} ${action.kind}`
        switch (action.kind) {
          case 'op':
            clock.advance(1000)
            execute(action.op, action.nul, `${where} ${action.op.kind}`)
            break
          case 'typing':
            clock.advance(1000)
            for (let i = 0; i < action.k; i++) {
              if (i > 0) clock.advance(100)
              execute(action.op, i === action.nulAt, `${where} ${action.op.kind} keystroke ${i}`)
            }
            break
          case 'undo':
          case 'redo':
            clock.advance(1000)
            results.push(watched(() => (action.kind === 'undo' ? editor.undo() : editor.redo())))
            break
          case 'refresh':
            results.push(editor.refresh())
            break
          case 'step':
            await step()
            break
          case 'settle':
            await checkpoint(where)
            break
          case 'undoRedo':
            await undoRedo(where)
            break
        }
      }

      if (scenario.dispose) {
        // Law 9: a closed editor refuses every call at once, and its state stays as it was.
        const state = editor.getState()
        editor.dispose()
        const refusedAtOnce: [string, () => Promise<Result>][] = [
          ['execute', () => editor.execute(updateConfig({ key: 'survey_name', value: 'nach dem Schließen' }))],
          ['undo', () => editor.undo()],
          ['redo', () => editor.redo()],
          ['refresh', () => editor.refresh()],
        ]
        for (const [name, call] of refusedAtOnce) {
          const outcome = await Promise.race([
            call().then(
              (r) => `resolved ${JSON.stringify(r)}`,
              (e: unknown) => e,
            ),
            macrotask().then(() => 'still pending'),
          ])
          expect(outcome, `law 9: ${name} after dispose() rejects at once`).toBeInstanceOf(EngineError)
          expect((outcome as EngineError).code, `law 9: ${name} after dispose() rejects with 'disposed'`).toBe(
            'disposed',
          )
        }
        expect(editor.getState(), 'law 9: getState() is unchanged by calls after dispose()').toBe(state)
        await settle()
        expect(editor.getState(), 'law 9: answers arriving after dispose() change nothing').toBe(state)
        stats.law9++
        return
      }

      verifying = true
      await checkpoint('after the actions')
      await undoRedo('after the actions')

      const redoBefore = redoCount()
      const beforeUndos = content(editor.getState())
      for (let guard = 0; editor.canUndo(); guard++) {
        if (guard > 200) throw new Error('undo-all does not end')
        await checkedStep('undo')
      }
      const afterUndos = await checkpoint('after undo-all')
      if (!withColleague && gaveUp === 0) {
        expect(content(editor.getState()), 'law 3: undo-all brings the editor back to the initial content').toEqual(
          initial,
        )
        expect(afterUndos, 'law 3: undo-all brings the server back to the initial content').toEqual(initial)
      }
      for (let guard = 0; editor.canRedo() && redoCount() > redoBefore; guard++) {
        if (guard > 200) throw new Error('redo-all does not end')
        await checkedStep('redo')
      }
      const afterRedos = await checkpoint('after redo-all')
      if (!withColleague && gaveUp === 0) {
        expect(content(editor.getState()), 'law 3: redo-all brings the editor back to the content before').toEqual(
          beforeUndos,
        )
        expect(afterRedos, 'law 3: redo-all brings the server back to the content before').toEqual(beforeUndos)
        stats.law3++
      }
      await Promise.all(results)
    } catch (error) {
      // The calls as the server saw them, for the report of a counterexample.
      if (error instanceof Error)
        error.message += `\ncalls: ${calls.join(' | ')}\nerrors: ${errors.map((e) => e.code).join(', ')}`
      throw error
    } finally {
      for (const subscription of subscriptions) subscription.unsubscribe()
      editor.dispose()
      await settle().catch(() => undefined)
    }
  }

  const report = (name: string, stats: Stats) => console.info(`${name} on ${kind}: ${JSON.stringify(stats)}`)

  it(
    'without colleagues: editor = server, refused edits never return, undo-all and redo-all round-trip (laws 1–3, 5–9)',
    async () => {
      const stats = newStats()
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), scenarioArb(false), (s, scenario) => run(s, scenario, false, stats)),
        { numRuns: RUNS, ...REPLAY },
      )
      report('without colleagues', stats)
      // Guards against a property that passes because nothing interesting happened.
      if (GUARDED) {
        expect(stats.refusedTokens).toBeGreaterThan(0)
        expect(stats.nulRefused).toBeGreaterThan(0)
        expect(stats.calls.lost).toBeGreaterThan(0)
        expect(stats.law3).toBeGreaterThan(0)
        expect(stats.law5).toBeGreaterThan(0)
        expect(stats.law7).toBeGreaterThan(0)
        expect(stats.law9).toBeGreaterThan(0)
      }
    },
    TIMEOUT,
  )

  it(
    'with a colleague: editor = server after a refresh, refused edits never return, undo and redo lose nothing a colleague wrote (laws 1, 2, 4–9)',
    async () => {
      const stats = newStats()
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), scenarioArb(true), (s, scenario) => run(s, scenario, true, stats)),
        { numRuns: RUNS, ...REPLAY },
      )
      report('with a colleague', stats)
      if (GUARDED) {
        expect(stats.colleagueLanded).toBeGreaterThan(0)
        expect(stats.skipped).toBeGreaterThan(0)
        expect(stats.law4).toBeGreaterThan(0)
        expect(stats.law5).toBeGreaterThan(0)
      }
    },
    TIMEOUT,
  )
})
