// One size: the engine and both baselines on the same script, timing and heap per history entry.
import { fillEngineHistory, newEditor, runEngine, type Step } from './engineBench'
import { columnLayout, measureDeriver } from './layoutBench'
import { type Edit, editScript, plainDocument } from './script'
import { SnapshotHistory } from './snapshotBaseline'
import { bytesPerEntry, groupBy, ratios, round, type Summary, summarize, timeEach } from './stats'
import { YjsHistory } from './yjsBaseline'

const SNAPSHOT_MEMORY_EDITS = 50

function stepSummary(steps: Step[]) {
  const pick = (f: keyof Step) => steps.map((s) => s[f] as number).filter(Number.isFinite)
  const byKind = groupBy(steps, (s) => s.kind)
  return {
    toState: summarize(pick('toState')),
    toGraph: summarize(pick('toGraph')),
    sync: summarize(pick('sync')),
    toStateByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summarize(v.map((s) => s.toState))])),
    toGraphByKind: Object.fromEntries(
      Object.entries(byKind).map(([k, v]) => [k, summarize(v.map((s) => s.toGraph).filter(Number.isFinite))]),
    ),
  }
}

interface Baseline {
  execute(edit: Edit): void
  undo(): void
  redo(): void
}

function timeBaseline(history: Baseline, edits: readonly Edit[]) {
  const execute = timeEach(edits, (edit) => history.execute(edit))
  const undo = timeEach(edits, () => history.undo())
  const redo = timeEach(edits, () => history.redo())
  return { execute: summarize(execute), undo: summarize(undo), redo: summarize(redo) }
}

export async function memory(blocks: number, edits: readonly Edit[]) {
  const contextOnly = editScript(blocks, edits.length, 1, 'context')
  const moveOnly = editScript(blocks, 40, 2, 'move')
  const engineFor = async (script: readonly Edit[]) => {
    const { editor, clock } = newEditor(blocks)
    const result = await bytesPerEntry(script.length, (from, to) =>
      fillEngineHistory(editor, clock, script.slice(from, to)),
    )
    editor.dispose()
    return result
  }
  const yjsFor = async (script: readonly Edit[]) => {
    const history = new YjsHistory(plainDocument(blocks))
    const result = await bytesPerEntry(script.length, (from, to) =>
      script.slice(from, to).forEach((e) => history.execute(e)),
    )
    history.doc.destroy()
    return result
  }
  const engine = await engineFor(edits)
  const engineContext = await engineFor(contextOnly)
  const engineMove = await engineFor(moveOnly)
  const snapshotHistory = new SnapshotHistory(plainDocument(blocks))
  const snapshot = await bytesPerEntry(SNAPSHOT_MEMORY_EDITS, (from, to) =>
    edits.slice(from, to).forEach((e) => snapshotHistory.execute(e)),
  )
  snapshotHistory.undoStack = []
  const yjs = await yjsFor(edits)
  const yjsContext = await yjsFor(contextOnly)
  return {
    method: 'heap growth over the second half of the edits / its entries (node --expose-gc, gc() before each reading)',
    engine,
    engineContextOnly: engineContext,
    engineMoveOnly: engineMove,
    snapshot,
    yjs,
    yjsContextOnly: yjsContext,
    ratios: {
      vsSnapshot: round(engine.bytesPerEntry / snapshot.bytesPerEntry, 4),
      vsYjs: round(engine.bytesPerEntry / yjs.bytesPerEntry, 3),
      contextOnlyVsYjs: round(engineContext.bytesPerEntry / yjsContext.bytesPerEntry, 3),
    },
  }
}

const ratioSet = (engine: { toState: Summary }, base: Summary) => ratios(engine.toState, base)

export async function measureSize(blocks: number) {
  const edits = editScript(blocks)
  const t0 = performance.now()
  const run = await runEngine(blocks, edits, true)
  const engine = {
    graphSubscribeMs: round(run.graphSetupMs ?? NaN, 1),
    graphError: run.graphError,
    execute: stepSummary(run.execute),
    undo: stepSummary(run.undo),
    redo: stepSummary(run.redo),
  }
  const tEngine = performance.now()
  const snapshot = timeBaseline(new SnapshotHistory(plainDocument(blocks)), edits)
  const yjsHistory = new YjsHistory(plainDocument(blocks))
  const yjs = timeBaseline(yjsHistory, edits)
  yjsHistory.doc.destroy()
  const tBaselines = performance.now()
  const deriver = measureDeriver(blocks, edits, columnLayout, 3)
  const mem = await memory(blocks, edits)
  const compare = (base: typeof snapshot) => ({
    execute: ratioSet(engine.execute, base.execute),
    undo: ratioSet(engine.undo, base.undo),
    redo: ratioSet(engine.redo, base.redo),
  })
  return {
    blocks,
    edits: edits.length,
    mix: Object.fromEntries(Object.entries(groupBy(edits, (e) => e.kind)).map(([k, v]) => [k, v.length])),
    engine,
    snapshot,
    yjs,
    ratios: { vsSnapshot: compare(snapshot), vsYjs: compare(yjs) },
    deriver: { layout: 'column stand-in (dagre cost is under layout)', ...deriver },
    memory: mem,
    seconds: {
      engine: round((tEngine - t0) / 1000, 1),
      baselines: round((tBaselines - tEngine) / 1000, 1),
      total: round((performance.now() - t0) / 1000, 1),
    },
  }
}
