import type { Command, Result } from '@engine/index'
import type { ConfiguratorSession } from './configuratorSession'

/**
 * Runs a command that adds a block and tells which block it added. The engine applies an edit
 * locally before its call goes out, so the new id is in the state as soon as `execute` returns.
 */
export function executeAdding(
  session: ConfiguratorSession,
  command: Command,
): { added: string | null; result: Promise<Result> } {
  const before = new Set(session.editor.getState().blocks.ids)
  const result = session.execute(command)
  const added = session.editor.getState().blocks.ids.find((id) => !before.has(id)) ?? null
  return { added, result }
}
