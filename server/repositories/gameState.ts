import type { RuntimeState, GameProgress } from '@engine/runtime'
import type { StoredConversation } from './conversations'
import type { StoredProgress } from './multichatProgress'

export interface StoredGame {
  /** The respondent's conversation in each dialog, in the order of `surveyIds` (undefined where none started). */
  conversations: (StoredConversation | undefined)[]
  /** Undefined until the game has started. */
  progress: StoredProgress | undefined
}

export interface GameStateRow {
  progress: (GameProgress & { version: number }) | null
  conversations: { survey_id: string; state: RuntimeState | null; turns: number }[] | null
}

/**
 * The game state from the progress and conversations sub-selects of readMultichatTurn
 * (server/repositories/multichatTurnRead.ts): each dialog's conversation in the order of `surveyIds`.
 */
export function toStoredGame(row: GameStateRow | undefined, surveyIds: readonly string[]): StoredGame {
  const bySurvey = new Map((row?.conversations ?? []).map((c) => [c.survey_id, c]))
  const conversations = surveyIds.map((id) => {
    const c = bySurvey.get(id)
    return c?.state ? { state: c.state, turns: c.turns } : undefined
  })
  const stored = row?.progress
  const progress = stored
    ? {
        progress: { released: stored.released, signalled: stored.signalled, waiting_since: stored.waiting_since },
        version: stored.version,
      }
    : undefined
  return { conversations, progress }
}
