import { Writable } from 'node:stream'
import { openChannelDb } from '../../db/dbChannel'
import { openExportSource } from '../../repositories/exportData'
import { dutyCycle } from '../../workers/dutyCycle'
import { MAX_EXPORT_COLUMNS, exportColumnCount } from './exportColumns'
import type { ExportSource } from './exportSource'
import type { ToLoop, ToThread, WorkbookTaskInput } from './workbookInWorker'
import { writeExportWorkbook } from './writeWorkbook'

/** Each page of `pages` after a pause of `pace` (the pause before the first page too). */
async function* paced<Page>(pages: AsyncIterable<Page>, pace: () => Promise<void>): AsyncGenerator<Page> {
  const iterator = pages[Symbol.asyncIterator]()
  for (;;) {
    await pace()
    const next = await iterator.next()
    if (next.done) return
    yield next.value
  }
}

/**
 * The thread's side of an export (the `writeExportWorkbook` task, server/workers/tasks.ts): it
 * reads the dialog through its database channel, page by page, each read paced to the export's
 * share of the time, and sends the workbook's bytes over the port, each chunk waiting for its
 * acknowledgement (server/services/export/workbookInWorker.ts).
 */
export async function writeWorkbookThread({
  surveyId,
  channel,
  port,
  share,
  timeZone,
}: WorkbookTaskInput): Promise<void> {
  const database = openChannelDb(channel)
  const ackWaiters: (() => void)[] = []
  port.on('message', (_message: ToThread) => ackWaiters.shift()?.())
  try {
    // The thread pulls one page at a time, so pacing the reads paces the whole export.
    const pace = dutyCycle({ share })
    const read = await openExportSource(database.db, surveyId, { pace: () => pace.pause() })
    const columns = exportColumnCount(read)
    if (columns > MAX_EXPORT_COLUMNS) {
      port.postMessage({ type: 'tooWide', columns } satisfies ToLoop)
      return
    }
    const source: ExportSource = {
      ...read,
      respondentPages: () => paced(read.respondentPages(), () => pace.pause()),
      messagePages: () => paced(read.messagePages(), () => pace.pause()),
    }
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        // A copy of its own: small Buffers share Node's pool, which a transfer would detach.
        const copy = new Uint8Array(chunk)
        ackWaiters.push(() => done())
        port.postMessage({ type: 'chunk', chunk: copy } satisfies ToLoop, [copy.buffer])
      },
    })
    const finished = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject))
    await writeExportWorkbook(source, out, timeZone)
    await finished
  } finally {
    port.close()
    await database.close()
  }
}
