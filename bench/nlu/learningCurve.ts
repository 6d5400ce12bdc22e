// npm run bench:nlu (and alone: npm run bench:nlu:curve): the learning curve of active learning in Trainieren (issue #20,
// docs/nlu.md "Active learning"). An editor starts with the 6 examples per intent of a block of
// dataset.ts and confirms that block's answers one at a time (each confirmation retrains, as the
// server does), in one of three orders:
//   arrival  - seeded random order, as answers come in (the list's newest-first order);
//   margin   - least sure first: smallest margin between the two best intents (engine `sureness`);
//   lowest   - least sure first: lowest best-intent confidence.
// Two measurements at the shipped threshold, first answer only (follow-up = below the threshold,
// wrong = routed at once to a wrong intent):
//   remaining - on the block's answers not yet confirmed (as an editor sees it; biased in favour
//               of active learning, which removes the hard answers from what is measured);
//   held-out  - 2-fold: the editor confirms from one half, the other half is measured (fair
//               between orders; the orders are compared on this one).
// Never reads the blind set (blindDataset.ts).
import { writeFileSync, readFileSync } from 'node:fs'
import { bestConfidence, classify, DEFAULT_THRESHOLD, sureness, trainClassifier, type RankedIntent } from '@engine/nlu'
import { random, shuffled } from './crossValidate'
import { type BlockData, DATASET } from './dataset'

const SEEDS = [1, 2, 3]
export const REMAINING_STEPS = [0, 5, 10, 20, 30, 40]
export const HELD_OUT_STEPS = [0, 5, 10, 15, 20]
const ORDERS = ['arrival', 'margin', 'lowest'] as const
type Order = (typeof ORDERS)[number]

interface Labelled {
  text: string
  intent: string
}
interface Tally {
  answers: number
  followUp: number
  wrong: number
}

const score: Record<Exclude<Order, 'arrival'>, (r: RankedIntent[]) => number> = {
  margin: sureness,
  lowest: bestConfidence,
}

function measure(model: ReturnType<typeof trainClassifier>, answers: readonly Labelled[]): Tally {
  const t: Tally = { answers: answers.length, followUp: 0, wrong: 0 }
  for (const a of answers) {
    const best = classify(model, [a.text])[0]
    if (!best || best.confidence < DEFAULT_THRESHOLD) t.followUp++
    else if (best.handle !== a.intent) t.wrong++
  }
  return t
}

/** One editor session: confirm from `pool` in `order`; tallies at each step on `remaining` or `test`. */
function simulate(
  block: BlockData,
  pool: Labelled[],
  test: Labelled[] | null,
  order: Order,
  steps: readonly number[],
): Map<number, Tally> {
  const examples: Record<string, string[]> = Object.fromEntries(
    Object.entries(block.intents).map(([h, d]) => [h, [...d.examples]]),
  )
  const left = [...pool]
  const out = new Map<number, Tally>()
  const last = Math.max(...steps)
  for (let k = 0; k <= last && (test ? left.length > 0 || k === 0 : left.length > 0); k++) {
    const model = trainClassifier(examples)
    if (steps.includes(k)) out.set(k, measure(model, test ?? left))
    if (left.length === 0) break
    let pick = 0
    if (order !== 'arrival') {
      const by = score[order]
      let lowest = Infinity
      left.forEach((a, i) => {
        const s = by(classify(model, [a.text]))
        if (s < lowest) {
          lowest = s
          pick = i
        }
      })
    }
    const [chosen] = left.splice(pick, 1)
    if (chosen) (examples[chosen.intent] ??= []).push(chosen.text)
  }
  return out
}

function add(into: Map<number, Tally>, from: Map<number, Tally>) {
  for (const [k, t] of from) {
    const s = into.get(k) ?? { answers: 0, followUp: 0, wrong: 0 }
    into.set(k, { answers: s.answers + t.answers, followUp: s.followUp + t.followUp, wrong: s.wrong + t.wrong })
  }
}

export interface CurveRow {
  confirmed: number
  /** answers measured at this step, over all blocks and seeds */
  answers: number
  /** blocks that still had answers to measure at this step */
  blocks: number
  followUp: number
  wrong: number
}

function rows(total: Map<number, Tally>, blocks: Map<number, number>): CurveRow[] {
  return [...total.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([k, t]) => ({
      confirmed: k,
      answers: t.answers,
      blocks: blocks.get(k) ?? 0,
      followUp: t.followUp / Math.max(1, t.answers),
      wrong: t.wrong / Math.max(1, t.answers),
    }))
}

export function learningCurveBenchmark() {
  const started = performance.now()
  const result: Record<'remaining' | 'heldOut', Record<Order, CurveRow[]>> = {
    remaining: { arrival: [], margin: [], lowest: [] },
    heldOut: { arrival: [], margin: [], lowest: [] },
  }
  for (const order of ORDERS) {
    const remaining = new Map<number, Tally>()
    const heldOut = new Map<number, Tally>()
    const remainingBlocks = new Map<number, number>()
    const heldOutBlocks = new Map<number, number>()
    for (const seed of SEEDS) {
      for (const block of DATASET) {
        const answers: Labelled[] = Object.entries(block.intents).flatMap(([intent, d]) =>
          d.answers.map((a) => ({ text: a.text, intent })),
        )
        // The same arrival order for every strategy of a seed: they differ only in what they pick.
        const arrived = shuffled(answers, random(seed * 1000 + block.id.length))
        const r = simulate(block, arrived, null, order, REMAINING_STEPS)
        add(remaining, r)
        for (const k of r.keys()) remainingBlocks.set(k, (remainingBlocks.get(k) ?? 0) + 1)
        const half = Math.floor(arrived.length / 2)
        for (const [pool, test] of [
          [arrived.slice(0, half), arrived.slice(half)],
          [arrived.slice(half), arrived.slice(0, half)],
        ] as const) {
          const h = simulate(block, pool, test, order, HELD_OUT_STEPS)
          add(heldOut, h)
          for (const k of h.keys()) heldOutBlocks.set(k, (heldOutBlocks.get(k) ?? 0) + 1)
        }
      }
    }
    result.remaining[order] = rows(remaining, remainingBlocks)
    result.heldOut[order] = rows(heldOut, heldOutBlocks)
  }
  return { threshold: DEFAULT_THRESHOLD, seeds: SEEDS.length, seconds: (performance.now() - started) / 1000, ...result }
}

export type LearningCurveResult = ReturnType<typeof learningCurveBenchmark>

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

export function learningCurveMarkdown(r: LearningCurveResult): string {
  const table = (title: string, curves: Record<Order, CurveRow[]>) => {
    const head =
      '| confirmed | answers (arrival) | arrival: follow-up | arrival: wrong | margin: follow-up | margin: wrong | lowest: follow-up | lowest: wrong |\n' +
      '| --------: | ----------------: | -----------------: | -------------: | ----------------: | ------------: | ----------------: | ------------: |'
    const lines = curves.arrival.map((a) => {
      const m = curves.margin.find((x) => x.confirmed === a.confirmed)
      const l = curves.lowest.find((x) => x.confirmed === a.confirmed)
      const cell = (row: CurveRow | undefined, f: 'followUp' | 'wrong') => (row ? pct(row[f]) : '–')
      return `| ${a.confirmed} | ${a.answers} (${a.blocks} runs) | ${pct(a.followUp)} | ${pct(a.wrong)} | ${cell(m, 'followUp')} | ${cell(m, 'wrong')} | ${cell(l, 'followUp')} | ${cell(l, 'wrong')} |`
    })
    return `${title}\n\n${head}\n${lines.join('\n')}`
  }
  return [
    `Generated by \`npm run bench:nlu\` or \`npm run bench:nlu:curve\` (${r.seeds} seeds, threshold ${r.threshold.toFixed(2)}, first answer only, ${r.seconds.toFixed(0)} s).`,
    '',
    table('Held-out half (2-fold; the editor confirms from one half, the other half is measured):', r.heldOut),
    '',
    table(
      'Remaining answers of the block (those not yet confirmed; at 40 only the blocks with more than 40 answers are left):',
      r.remaining,
    ),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = learningCurveBenchmark()
  const resultsUrl = new URL('./results.json', import.meta.url)
  const results = JSON.parse(readFileSync(resultsUrl, 'utf8')) as Record<string, unknown>
  results.learningCurve = r
  writeFileSync(resultsUrl, `${JSON.stringify(results, null, 2)}\n`)
  const docs = new URL('../../docs/nlu.md', import.meta.url)
  const START = '<!-- bench:nlu:curve start -->',
    END = '<!-- bench:nlu:curve end -->'
  const current = readFileSync(docs, 'utf8')
  const from = current.indexOf(START),
    to = current.indexOf(END)
  if (from >= 0 && to > from)
    writeFileSync(docs, `${current.slice(0, from + START.length)}\n${learningCurveMarkdown(r)}\n${current.slice(to)}`)
  console.log(learningCurveMarkdown(r))
}
