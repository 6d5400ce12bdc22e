import { answer } from './answer'
import type { RuntimeDialog } from './createRuntimeDialog'
import { startConversation } from './startConversation'
import type { RuntimeDeps, Turn } from './Turn'

/** The start turn followed by one turn per input (for tests and path simulation). */
export function replay(dialog: RuntimeDialog, inputs: readonly string[], deps: RuntimeDeps = {}): Turn[] {
  const turns = [startConversation(dialog)]
  for (const input of inputs) turns.push(answer(dialog, (turns[turns.length - 1] as Turn).state, input, deps))
  return turns
}
