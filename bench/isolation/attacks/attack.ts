import type { EditorCall, EditorClient } from '../editorClient'
import type { Seeded } from '../seed'

export interface AttackContext {
  base: string
  editor: EditorClient
  seeded: Seeded
  /** The players' pause before an answer, ms (±50 %): a respondent an attack plays pauses alike. */
  thinkMs: number
}

/**
 * One row of issue #27: `prepare` runs before the window (its cost is not measured), `run` at the
 * window's start; `run` must end by itself once `signal` aborts (the time bound) and answers the
 * editor's calls, the first being the one the report shows.
 */
export interface Attack<P = unknown> {
  name: string
  title: string
  prepare?(ctx: AttackContext): Promise<P>
  run(ctx: AttackContext, prepared: P, signal: AbortSignal): Promise<EditorCall[]>
}

/** Attacks of different preparation types in one list. */
export const attack = <P>(a: Attack<P>): Attack => a as unknown as Attack

/** A prepared input failed: the window still runs, with the reason as the editor's call. */
export class PreparationFailed extends Error {}
