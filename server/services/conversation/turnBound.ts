import { MAX_TURNS_PER_CONVERSATION } from '@engine/model'
import { ApiError } from '../../http/ApiError'

/**
 * An answer in a conversation that has stored MAX_TURNS_PER_CONVERSATION turns is refused before
 * it is played: 413 `too_many_turns`, nothing written (docs/product/constants.md). Starting,
 * resuming and reading the conversation go on as before.
 */
export function refuseAnswerPastBound(storedTurns: number | null | undefined): void {
  if ((storedTurns ?? 0) >= MAX_TURNS_PER_CONVERSATION)
    throw new ApiError(
      413,
      `Zu viele Antworten: Ein Dialog nimmt höchstens ${MAX_TURNS_PER_CONVERSATION} Antworten einer Person an.`,
      'too_many_turns',
    )
}
