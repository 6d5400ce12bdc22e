import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { dutyCycle } from '../../workers/dutyCycle'
import { type WorkerPool, WorkerTaskAborted } from '../../workers/workerPool'
import type { ExportFrame, ExportMessage, ExportSource, RespondentPage } from './exportSource'
import { ExportAborted } from './writeWorkbook'

/**
 * What passes between the event loop and the thread that builds an export's workbook
 * (docs/api/export.md "Off the event loop"): the thread asks for the next page of a sheet, this
 * side reads it from the database and answers; the thread sends the file's bytes in chunks, this
 * side writes each to the response and acknowledges it once the response has taken it, so a slow
 * download slows the thread instead of filling memory.
 */
export type ToLoop = { type: 'pull'; sheet: 'respondents' | 'messages' } | { type: 'chunk'; chunk: Uint8Array }
export type ToThread = { type: 'page'; page: RespondentPage | readonly ExportMessage[] | null } | { type: 'ack' }

export interface WorkbookTaskInput {
  frame: ExportFrame
  port: MessagePort
  timeZone?: string
}

/** A whole export, start to end, at most this long (a slow download included). */
export const EXPORT_TIME_LIMIT_MS = 15 * 60_000

/**
 * The share of wall time an export keeps busy (its thread, its page reads): half, so that on two
 * cores respondents' turns keep their time while an editor exports (server/workers/dutyCycle.ts;
 * docs/api/export.md "Off the event loop"). An export takes about twice as long as unpaced.
 */
export const EXPORT_SHARE = 0.5

/**
 * Streams the export's workbook into `out`, built by a thread of `pool` (exceljs and the zip
 * compression never run on the event loop); only the paged database reads run here. `started`
 * settles with the first byte, or rejects with why there will be none (WorkerPoolFull: the
 * caller can still answer an error); `done` rejects with ExportAborted when `out` closes first,
 * which also ends the thread.
 */
export function writeWorkbookInWorker(
  pool: WorkerPool,
  source: ExportSource,
  out: Writable,
  options: { timeZone?: string; timeoutMs?: number; share?: number } = {},
): { started: Promise<void>; done: Promise<void> } {
  let start: () => void = () => {}
  const started = new Promise<void>((resolve) => (start = resolve))
  const done = run(pool, source, out, options, () => start())
  return { started: Promise.race([started, done]), done }
}

async function run(
  pool: WorkerPool,
  source: ExportSource,
  out: Writable,
  options: { timeZone?: string; timeoutMs?: number; share?: number },
  onFirstByte: () => void,
): Promise<void> {
  const { port1, port2 } = new MessageChannel()
  const stop = new AbortController()
  let failure: unknown
  const fail = (error: unknown) => {
    failure ??= error
    stop.abort()
  }
  const onClose = () => fail(new ExportAborted())
  out.on('close', onClose)
  const pages = {
    respondents: source.respondentPages()[Symbol.asyncIterator](),
    messages: source.messagePages()[Symbol.asyncIterator](),
  }
  // The thread pulls one page at a time, so pacing the pulls paces the whole export.
  const pace = dutyCycle({ share: options.share ?? EXPORT_SHARE })
  port1.on('message', (message: ToLoop) => {
    if (message.type === 'pull') {
      pace
        .pause()
        .then((): Promise<IteratorResult<RespondentPage | readonly ExportMessage[]>> => pages[message.sheet].next())
        .then((next) => port1.postMessage({ type: 'page', page: next.done ? null : next.value } satisfies ToThread))
        .catch(fail)
      return
    }
    if (out.destroyed) return fail(new ExportAborted())
    onFirstByte()
    const taken = out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength))
    const ack = () => port1.postMessage({ type: 'ack' } satisfies ToThread)
    if (taken) ack()
    else
      once(out, 'drain', { signal: stop.signal }).then(ack, () => {
        // Closed or stopped meanwhile: the thread is ended with the run.
      })
  })
  const frame: ExportFrame = {
    blocks: source.blocks,
    connections: source.connections,
    stats: source.stats,
    values: source.values,
    intents: source.intents,
  }
  try {
    await pool.run('writeExportWorkbook', { frame, port: port2, timeZone: options.timeZone } as WorkbookTaskInput, {
      timeoutMs: options.timeoutMs ?? EXPORT_TIME_LIMIT_MS,
      signal: stop.signal,
      transferList: [port2],
    })
    out.end()
  } catch (error) {
    if (failure) throw failure
    if (error instanceof WorkerTaskAborted && error.reason === 'aborted') throw new ExportAborted()
    throw error
  } finally {
    out.off('close', onClose)
    port1.close()
  }
}
