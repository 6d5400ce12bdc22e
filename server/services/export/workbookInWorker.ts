import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import type { DbChannel } from '../../db/database'
import { transferOf } from '../../db/dbChannel'
import { type WorkerPool, WorkerTaskAborted } from '../../workers/workerPool'
import { ExportAborted } from './writeWorkbook'

/**
 * What passes between the event loop and the thread that builds an export (docs/api/export.md
 * "Off the event loop"): the thread reads the dialog itself (through a database channel, so no
 * row passes through the event loop) and sends the file's bytes in chunks; this side writes each
 * to the response and acknowledges it once the response has taken it, so a slow download slows
 * the thread instead of filling memory. `tooWide`: the dialog has more columns than a sheet may
 * (nothing was sent).
 */
export type ToLoop = { type: 'chunk'; chunk: Uint8Array } | { type: 'tooWide'; columns: number }
export type ToThread = { type: 'ack' }

export interface WorkbookTaskInput {
  surveyId: string
  channel: DbChannel
  port: MessagePort
  /** The share of wall time the export keeps busy (EXPORT_SHARE). */
  share: number
  timeZone?: string
}

/** A whole export, start to end, at most this long (a slow download included). */
export const EXPORT_TIME_LIMIT_MS = 15 * 60_000

/**
 * The share of wall time an export keeps busy (its thread, its page reads): a third, so that on
 * two cores respondents' turns keep their time while an editor exports (server/workers/dutyCycle.ts;
 * docs/api/export.md "Off the event loop"). An export takes about three times as long as unpaced.
 */
export const EXPORT_SHARE = 1 / 3

/** The dialog has more columns than an export writes (MAX_EXPORT_COLUMNS); nothing was sent. */
export class ExportTooWide extends Error {
  constructor(readonly columns: number) {
    super(`export has ${columns} columns`)
    this.name = 'ExportTooWide'
  }
}

/**
 * Streams the export of dialog `surveyId` into `out`, read and built by a thread of `pool`: the
 * database's rows, the sheets' XML and the zip compression never touch the event loop. `started`
 * settles with the first byte, or rejects with why there will be none (WorkerPoolFull,
 * ExportTooWide: the caller can still answer an error); `done` rejects with ExportAborted when
 * `out` closes first, which also ends the thread.
 */
export function writeWorkbookInWorker(
  pool: WorkerPool,
  export_: { surveyId: string; channel: DbChannel },
  out: Writable,
  options: { timeZone?: string; timeoutMs?: number; share?: number } = {},
): { started: Promise<void>; done: Promise<void> } {
  let start: () => void = () => {}
  const started = new Promise<void>((resolve) => (start = resolve))
  const done = run(pool, export_, out, options, () => start())
  return { started: Promise.race([started, done]), done }
}

async function run(
  pool: WorkerPool,
  { surveyId, channel }: { surveyId: string; channel: DbChannel },
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
  port1.on('message', (message: ToLoop) => {
    if (message.type === 'tooWide') return fail(new ExportTooWide(message.columns))
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
  const input: WorkbookTaskInput = {
    surveyId,
    channel,
    port: port2,
    share: options.share ?? EXPORT_SHARE,
    timeZone: options.timeZone,
  }
  try {
    await pool.run('writeExportWorkbook', input, {
      timeoutMs: options.timeoutMs ?? EXPORT_TIME_LIMIT_MS,
      signal: stop.signal,
      transferList: [port2, ...transferOf(channel)],
    })
    if (failure) throw failure
    out.end()
  } catch (error) {
    if (failure) throw failure
    if (error instanceof WorkerTaskAborted && error.reason === 'aborted') throw new ExportAborted()
    throw error
  } finally {
    out.off('close', onClose)
    port1.close()
    // A channel the thread never received (a full pool) is closed here: its other end is served.
    for (const port of transferOf(channel)) port.close()
  }
}
