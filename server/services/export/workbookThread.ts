import { Writable } from 'node:stream'
import type { ExportMessage, ExportSource, RespondentPage } from './exportSource'
import type { ToLoop, ToThread, WorkbookTaskInput } from './workbookInWorker'
import { writeExportWorkbook } from './writeWorkbook'

/**
 * The thread's side of an export (the `writeExportWorkbook` task, server/workers/tasks.ts): pages
 * are asked for over the port, the workbook's bytes go back over it, each chunk waiting for its
 * acknowledgement (server/services/export/workbookInWorker.ts).
 */
export async function writeWorkbookThread({ frame, port, timeZone }: WorkbookTaskInput): Promise<void> {
  let pageWaiter: ((page: RespondentPage | readonly ExportMessage[] | null) => void) | undefined
  const ackWaiters: (() => void)[] = []
  port.on('message', (message: ToThread) => {
    if (message.type === 'page') {
      const waiter = pageWaiter
      pageWaiter = undefined
      waiter?.(message.page)
    } else ackWaiters.shift()?.()
  })
  const pull = <Page>(sheet: 'respondents' | 'messages') =>
    new Promise<Page | null>((resolve) => {
      pageWaiter = resolve as (page: unknown) => void
      port.postMessage({ type: 'pull', sheet } satisfies ToLoop)
    })
  const source: ExportSource = {
    ...frame,
    async *respondentPages() {
      for (let page = await pull<RespondentPage>('respondents'); page; page = await pull<RespondentPage>('respondents'))
        yield page
    },
    async *messagePages() {
      for (let page = await pull<ExportMessage[]>('messages'); page; page = await pull<ExportMessage[]>('messages'))
        yield page
    },
  }
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // A copy of its own, so the transfer does not detach a buffer exceljs or zlib still uses.
      const copy = new Uint8Array(chunk)
      ackWaiters.push(() => done())
      port.postMessage({ type: 'chunk', chunk: copy } satisfies ToLoop, [copy.buffer])
    },
  })
  const finished = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject))
  try {
    await writeExportWorkbook(source, out, timeZone)
    await finished
  } finally {
    port.close()
  }
}
