import type { ChatHistoryEntry } from '@engine/model'
import type { PacedEntry } from './chatHistory'

/** The part of a chat's state that pacing moves: live chat and Testen tab share it. */
export interface PacingState {
  entries: ChatHistoryEntry[]
  visibleCount: number
  typing: boolean
  new_bot_message: string | null
}

/**
 * Shows a turn's bot entries one after another, each after the pause the server gave it, with
 * the typing indicator in between. Answers false when `isCurrent` turned false during a pause
 * (the chat was restarted meanwhile): the caller must then leave the state alone.
 */
export async function revealPaced(
  state: PacingState,
  paced: readonly PacedEntry[],
  options: { sleep: (ms: number) => Promise<void>; isCurrent: () => boolean; afterAdding?: () => void },
): Promise<boolean> {
  const { sleep, isCurrent } = options
  state.entries.push(...paced.map((p) => p.entry))
  // The live chat stores the history now, before the pauses: a reload mid-pacing loses nothing.
  options.afterAdding?.()
  for (const { entry, delayMs } of paced) {
    if (delayMs > 0) {
      state.typing = true
      await sleep(delayMs)
      if (!isCurrent()) return false
    }
    state.visibleCount++
    state.new_bot_message = entry.context
  }
  state.typing = false
  return true
}
