// npm run bench:export — the CPU of writing an export's workbook (server/services/export/
// writeWorkbook.ts), without a database: a synthetic dialog of 20 blocks (free text with
// intents, likert, single choice), RESPONDENTS respondents with ten messages each, written to a
// sink. Prints the process's CPU and the file's size; docs/benchmarks.md "The export's own CPU".
import { Writable } from 'node:stream'
import { Block } from '@engine/model'
import type { ExportSource } from '../../server/services/export/exportSource'
import { writeExportWorkbook } from '../../server/services/export/writeWorkbook'

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 5000)
const PAGE = 25
const TYPES = ['open', 'likert', 'single_choice', 'open', 'likert'] as const
const blocks = Array.from({ length: 20 }, (_, i) => {
  const type = TYPES[i % TYPES.length] as (typeof TYPES)[number]
  return Block.parse({
    unique_question_id: `q${i}`,
    survey_id: 's',
    order: i,
    type,
    context: `Frage ${i}?`,
    ...(type === 'single_choice'
      ? {
          options: [
            { id: 'a', label: 'Ja' },
            { id: 'b', label: 'Nein' },
          ],
        }
      : {}),
  })
})
const start = Date.UTC(2026, 2, 1, 10)
const answerOf = (type: string, respondent: number, block: number) =>
  type === 'likert'
    ? String(1 + ((respondent * block) % 5))
    : type === 'single_choice'
      ? respondent % 2
        ? 'a'
        : 'b'
      : `Antwort ${respondent} auf Frage ${block} mit etwas Text`

/** The respondents' ids, page by page, as the export reads them. */
function* pages() {
  for (let first = 0; first < RESPONDENTS; first += PAGE)
    yield Array.from({ length: Math.min(PAGE, RESPONDENTS - first) }, (_, k) => first + k)
}

const source: ExportSource = {
  blocks,
  connections: [],
  values: [],
  intents: [],
  stats: blocks.map((b) => ({
    uniqueQuestionId: b.unique_question_id,
    answered: RESPONDENTS,
    withIntent: b.type === 'open',
  })),
  async *respondentPages() {
    for (const ids of pages()) {
      yield {
        respondents: ids.map((id) => ({
          id,
          username: `r${id}`,
          startedAt: new Date(start + id * 1000),
          finishedAt: id % 3 ? new Date(start + id * 1000 + 60_000) : null,
        })),
        // Each respondent skipped every seventh block.
        answers: ids.flatMap((id) =>
          blocks.flatMap((b, j) =>
            (id + j) % 7 === 0
              ? []
              : [
                  {
                    respondentId: id,
                    uniqueQuestionId: b.unique_question_id,
                    value: answerOf(b.type, id, j),
                    intent: b.type === 'open' ? `intent${j % 3}` : null,
                  },
                ],
          ),
        ),
      }
    }
  },
  async *messagePages() {
    for (const ids of pages()) {
      yield ids.flatMap((id) =>
        Array.from({ length: 10 }, (_, k) => ({
          respondentId: id,
          username: `r${id}`,
          createdAt: new Date(start + id * 1000 + k * 5000),
          userOrBot: k % 2 ? ('bot' as const) : ('user' as const),
          type: 'text',
          uniqueQuestionId: k % 4 ? `q${k}` : null,
          context: `Nachricht ${k}`,
        })),
      )
    }
  },
}

let bytes = 0
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length
    done()
  },
})
const finished = new Promise((resolve) => sink.on('finish', resolve))
const cpu = process.cpuUsage()
const wall = performance.now()
await writeExportWorkbook(source, sink)
await finished
const used = process.cpuUsage(cpu)
const cpuMs = (used.user + used.system) / 1000
console.log(
  `${RESPONDENTS} respondents x ${blocks.length} blocks: CPU ${Math.round(cpuMs)} ms (${Math.round((cpuMs / RESPONDENTS) * 1000)} ms per 1,000), wall ${Math.round(performance.now() - wall)} ms, ${(bytes / 1e6).toFixed(2)} MB`,
)
