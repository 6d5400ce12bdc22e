import type { ExitCondition } from '@engine/model'
import { ApiError } from '../../http/ApiError'

/**
 * docs/nlu.md "Offline exit conditions": every condition is evaluated after every answer, so their
 * number and their phrases are capped on save (real dialogs hold one or two with a handful of
 * phrases; the caps leave ample room). Phrases are at most 500 characters each (engine/model).
 */
export const EXIT_CONDITIONS_PER_DIALOG = 50
export const PHRASES_PER_EXIT_CONDITION = 500

/**
 * Refuses a saved list of exit conditions past the caps, before anything is written; only growth
 * is refused, so a dialog saved before the caps can still lose conditions and phrases.
 */
export function requireExitConditionBounds(next: readonly ExitCondition[], before: readonly ExitCondition[]): void {
  if (next.length > EXIT_CONDITIONS_PER_DIALOG && next.length > before.length)
    throw new ApiError(
      413,
      `Ein Dialog kann höchstens ${EXIT_CONDITIONS_PER_DIALOG} KI-Endbedingungen haben.`,
      'exit_conditions_too_many',
    )
  const previous = new Map(before.map((c) => [c.id, c.examples.length]))
  for (const condition of next) {
    const n = condition.examples.length
    if (n > PHRASES_PER_EXIT_CONDITION && n > (previous.get(condition.id) ?? 0))
      throw new ApiError(
        413,
        `Eine KI-Endbedingung kann höchstens ${PHRASES_PER_EXIT_CONDITION} Beispielsätze haben (diese hätte ${n}).`,
        'exit_condition_too_many_phrases',
      )
  }
}
