// npm run bench:versions — rebuilding a version of a large dialog (issue #21: version N of a
// 2,000-block dialog with 10,000 events under 1 s): the engine's rebuildVersion from the base and
// the log, as GET /api/surveys/{id}/versions/{version} runs it, without the database read.
// Writes bench/versions/results.json; docs/benchmarks.md "Version history" has the figures.
import { writeFileSync } from 'node:fs'
import { cpus, release, totalmem, type as osType } from 'node:os'
import { performance } from 'node:perf_hooks'
import type { Change, Document } from '@engine/changes'
import { applyChange } from '@engine/changes'
import { aSurvey, testContext } from '@engine/testing'
import { toEditorState } from '@engine/index'
import { CHECKPOINT_EVERY, documentFromJson, documentToJson, rebuildVersion, restoreChanges } from '@engine/versions'
import { summarize } from '../stats'

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 2000)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const REPS = Number(process.env.BENCH_REPS ?? 15)

/** A deterministic log: mostly text edits, with creates, deletes, moves, positions and jumps, as editors make them. */
function generateLog(doc: Document): { version: number; changes: Change[] }[] {
  const { newId } = testContext()
  let random = 42
  const next = (n: number) => {
    random = (random * 1103515245 + 12345) % 2 ** 31
    return random % n
  }
  const events: { version: number; changes: Change[] }[] = []
  let work = doc
  for (let v = 1; v <= EVENTS; v++) {
    const ids = work.blocks.ids
    const id = ids[next(ids.length)] as string
    const block = work.blocks.get(id)
    const roll = next(100)
    let change: Change
    if (roll < 70 || !block) {
      change = { kind: 'block.field', block: id, key: 'context', before: block?.context ?? null, after: `Text ${v}` }
    } else if (roll < 80) {
      const index = next(ids.length)
      change = {
        kind: 'block.create',
        block: { ...block, unique_question_id: `b${newId()}`, context: `Neu ${v}`, order: index },
        at: { index, after: index > 0 ? (ids[index - 1] ?? null) : null },
      }
    } else if (roll < 86 && ids.length > BLOCKS / 2) {
      const index = work.blocks.indexOf(id)
      change = { kind: 'block.delete', block, at: { index, after: index > 0 ? (ids[index - 1] ?? null) : null } }
    } else if (roll < 92) {
      const from = work.blocks.indexOf(id)
      const rest = ids.filter((x) => x !== id)
      const to = next(rest.length)
      change = {
        kind: 'block.move',
        block: id,
        from: { index: from, after: from > 0 ? (ids[from - 1] ?? null) : null },
        to: { index: to, after: to > 0 ? (rest[to - 1] ?? null) : null },
      }
    } else {
      change = { kind: 'positions', before: { [id]: block.position ?? null }, after: { [id]: { x: v, y: next(5000) } } }
    }
    work = applyChange(work, change)
    events.push({ version: v, changes: [change] })
  }
  return events
}

const base = toEditorState(aSurvey({ blocks: BLOCKS, withPositions: true }))
const events = generateLog(base)
// Checkpoints as the server stores them (every CHECKPOINT_EVERY versions), as stored JSON text,
// so the rebuild pays their parse as GET /versions/{version} does.
const checkpoints = new Map<number, string>()
{
  let doc: Document = base
  for (let v = 0; v <= EVENTS; v += CHECKPOINT_EVERY) {
    if (v > 0) doc = rebuildVersion({ version: v - CHECKPOINT_EVERY, doc }, events, v)
    checkpoints.set(v, JSON.stringify(documentToJson(doc)))
  }
}
const results: Record<string, unknown> = {}
function measure(label: string, version: number, from: number, reps: number) {
  const stored = checkpoints.get(from) as string
  const samples: number[] = []
  for (let i = 0; i < reps; i++) {
    const start = performance.now()
    const doc = rebuildVersion({ version: from, doc: documentFromJson(JSON.parse(stored)) }, events, version)
    samples.push(performance.now() - start)
    if (doc.blocks.size === 0) throw new Error('empty rebuild')
  }
  results[label] = summarize(samples)
}
// The worst case with checkpoints: the version just before the next checkpoint.
const worst = EVENTS - 1
const nearest = Math.floor(worst / CHECKPOINT_EVERY) * CHECKPOINT_EVERY
measure(`rebuild version ${worst} from checkpoint ${nearest}`, worst, nearest, REPS)
measure(
  `rebuild version ${EVENTS / 2 + CHECKPOINT_EVERY - 1} from checkpoint ${EVENTS / 2}`,
  EVENTS / 2 + CHECKPOINT_EVERY - 1,
  EVENTS / 2,
  REPS,
)
// Without checkpoints: the whole log from the first snapshot (why there are checkpoints).
measure(`rebuild version ${EVENTS} from version 0 (no checkpoints)`, EVENTS, 0, Math.min(REPS, 5))
// Restoring: the changes from the latest version back to version 1.
{
  const latest = rebuildVersion({ version: 0, doc: base }, events, EVENTS)
  const first = rebuildVersion({ version: 0, doc: base }, events, 1)
  const samples: number[] = []
  for (let i = 0; i < REPS; i++) {
    const start = performance.now()
    restoreChanges(latest, first)
    samples.push(performance.now() - start)
  }
  results['restoreChanges latest -> 1'] = summarize(samples)
}
const report = {
  date: new Date().toISOString(),
  machine: {
    os: `${osType()} ${release()}`,
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
  },
  node: process.version,
  blocks: BLOCKS,
  events: EVENTS,
  checkpointEvery: CHECKPOINT_EVERY,
  reps: REPS,
  results,
}
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`)
console.table(results)
