import type { ConfiguratorSession } from '../configuratorSession'

/**
 * Moves the history pointer to `target` by undoing or redoing step by step. Each step applies
 * locally at once (its save follows in order), so the jump does not wait for the server; it
 * stops early when a step is refused and the pointer did not move.
 */
export function jumpInHistory(session: ConfiguratorSession, target: number): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const { pointer } = session.history.get()
    if (pointer === target) return
    void (pointer > target ? session.undo() : session.redo())
    if (session.history.get().pointer === pointer) return
  }
}
