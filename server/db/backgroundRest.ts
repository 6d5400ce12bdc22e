// Also loaded in the database thread (pgliteThread/statementServer.ts): import nothing of the server here.

/**
 * How editor work in bulk gives way to the chat, on either database (docs/design/storage.md
 * "Respondents first in the database thread"): while the chat is active (one of its statements
 * within CHAT_ACTIVE_MS), a background statement that ran `d` ms is followed by a rest of
 * `restAfter(d)` before the next, so editor work keeps at most BACKGROUND_SHARE of the database's
 * time and of the core it runs on. Without a chat, no rest: an editor alone waits for nothing.
 */
export const BACKGROUND_SHARE = 0.5

/** The chat counts as active while one of its statements ended within this many ms (or one runs). */
export const CHAT_ACTIVE_MS = 1000

/** The rest after a background statement that ran `ranMs`, keeping it to `share` of the time. */
export function restAfter(ranMs: number, share = BACKGROUND_SHARE): number {
  return (Math.max(0, ranMs) * (1 - share)) / share
}
