import { type Percentiles, percentiles } from '../stats'
import type { HttpClient } from './httpClient'
import { playTatort } from './playTatort'
import { Recorder } from './recorder'

export interface PlayersOptions {
  /** Players playing at the same time; each starts the next game when one ends (closed loop). */
  concurrency: number
  warmupMs: number
  durationMs: number
  /** Pause of each player before each answer (reading, typing); 0 = as fast as the server answers. */
  thinkMs?: number
}

export interface PlayersResult {
  concurrency: number
  durationS: number
  /** Successful chat turns inside the window. */
  turns: number
  turnsPerSecond: number
  registrationsPerSecond: number
  turn: Percentiles
  register: Percentiles
  gamesFinished: number
  statuses: Record<string, number>
  errors: number
  errorSamples: Recorder['errors']
}

/**
 * `concurrency` players play Tatort over and over for warm-up + duration; the figures come from
 * the calls that end within the duration after the warm-up (sustained, not a burst).
 */
export async function runPlayers(
  client: HttpClient,
  surveyIds: readonly string[],
  options: PlayersOptions,
): Promise<PlayersResult> {
  const recorder = new Recorder()
  const started = performance.now()
  const windowStart = started + options.warmupMs
  const end = windowStart + options.durationMs
  recorder.openWindow(windowStart, end)
  const stop = () => performance.now() >= end
  const think = options.thinkMs ?? 0

  const player = async (index: number) => {
    // Spread the first calls, so the players do not all register in the same millisecond.
    await sleep((index * 5) % 1000)
    while (!stop()) {
      // After an error a player waits, as a person would before trying again; retrying at once
      // would turn every 503 into a tight loop that measures only the error path.
      // ±50 % jitter, so the players do not answer in lockstep.
      const pause = () => (think > 0 ? sleep(think * (0.5 + Math.random())) : Promise.resolve())
      if ((await playTatort(client, surveyIds, recorder, stop, pause)) === 'failed') await sleep(ERROR_PAUSE_MS)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => player(i)))

  const seconds = options.durationMs / 1000
  return {
    concurrency: options.concurrency,
    durationS: seconds,
    turns: recorder.succeeded.turn,
    turnsPerSecond: Math.round(recorder.succeeded.turn / seconds),
    registrationsPerSecond: Math.round(recorder.succeeded.register / seconds),
    turn: percentiles(recorder.latencies.turn),
    register: percentiles(recorder.latencies.register),
    gamesFinished: recorder.gamesFinished,
    statuses: recorder.statuses,
    errors: recorder.errorCount,
    errorSamples: recorder.errors,
  }
}

const ERROR_PAUSE_MS = 1000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
