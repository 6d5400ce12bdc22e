import type { HttpClient, Reply } from '../launch/httpClient'
import { playTatort } from '../launch/playTatort'
import { type CallKind, Recorder } from '../launch/recorder'
import { CallLog, UNEXPECTED } from './callLog'

/** The launch bench's recorder, every call logged with its send time instead of one fixed window. */
class LoggingRecorder extends Recorder {
  constructor(private readonly log: CallLog) {
    super()
  }

  override record(kind: CallKind, reply: Reply): boolean {
    const at = performance.now() - reply.ms
    this.log.add({ at, ms: reply.ms, status: reply.status })
    return reply.status >= 200 && reply.status < 300
  }

  override fail(kind: CallKind, status: number, body: unknown): void {
    // A non-2xx is in the log already (record); what remains is a game that went off its script.
    if (status >= 200 && status < 300) this.log.add({ at: performance.now(), ms: 0, status: UNEXPECTED })
    super.fail(kind, status, body)
  }
}

export interface Respondents {
  log: CallLog
  /** Lets every player finish its call in flight, then stops. */
  stop(): Promise<void>
}

/**
 * `count` respondents play Tatort over and over (register, start, eight answers), each pausing
 * `thinkMs` (±50 %) before an answer, until `stop`. Every call (registration and turns) goes into
 * the log, so each window reads its own calls afterwards.
 */
export function startRespondents(
  client: HttpClient,
  surveyIds: readonly string[],
  count: number,
  thinkMs: number,
): Respondents {
  const log = new CallLog()
  const recorder = new LoggingRecorder(log)
  // Only the pending set: the recorder logs each answer with its status.
  const tracked: HttpClient = {
    async send(...args) {
      const entry = { at: performance.now() }
      log.pending.add(entry)
      try {
        return await client.send(...args)
      } finally {
        log.pending.delete(entry)
      }
    },
    close: () => client.close(),
  }
  let stopped = false
  const stop = () => stopped
  const pause = () => sleep(thinkMs * (0.5 + Math.random()))
  const player = async (index: number) => {
    // Spread the first calls, so the players do not all register in the same millisecond.
    await sleep((index * 37) % 1000)
    while (!stopped) {
      // After an error a person waits before trying again; at once would only measure the error path.
      if ((await playTatort(tracked, surveyIds, recorder, stop, pause)) === 'failed') await sleep(1000)
    }
  }
  const players = Promise.all(Array.from({ length: count }, (_, i) => player(i)))
  return {
    log,
    async stop() {
      stopped = true
      await players
    },
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
