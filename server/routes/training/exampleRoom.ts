import { ApiError } from '../../http/ApiError'
import { EXAMPLES_PER_BLOCK, EXAMPLES_PER_INTENT } from '../../services/nlu/intentModels'

/**
 * Refuses a change that would take the block past EXAMPLES_PER_BLOCK or one of its intents past
 * EXAMPLES_PER_INTENT (docs/training.md "Bounds"), before anything is written. `changes` are the
 * examples as they will be: one whose id the block has already moves (or stays), any other is new.
 * Only growth is refused: a block filled before the caps can still lose and move examples.
 */
export function requireExampleRoom(
  existing: readonly { id: number; handle: string }[],
  changes: readonly { id?: number; handle: string }[],
): void {
  const handleOf = new Map(existing.map((e) => [e.id, e.handle]))
  const count = new Map<string, number>()
  for (const e of existing) count.set(e.handle, (count.get(e.handle) ?? 0) + 1)
  const grown = new Set<string>()
  let total = existing.length
  for (const change of changes) {
    const before = change.id === undefined ? undefined : handleOf.get(change.id)
    if (before === change.handle) continue
    if (before === undefined) total++
    else count.set(before, (count.get(before) ?? 0) - 1)
    count.set(change.handle, (count.get(change.handle) ?? 0) + 1)
    if (change.id !== undefined) handleOf.set(change.id, change.handle)
    grown.add(change.handle)
  }
  if (total > existing.length && total > EXAMPLES_PER_BLOCK)
    throw new ApiError(
      413,
      `Ein Block kann höchstens ${EXAMPLES_PER_BLOCK} Beispiele haben (danach wären es ${total}).`,
      'training_examples_block_full',
    )
  for (const handle of grown) {
    const n = count.get(handle) ?? 0
    if (n > EXAMPLES_PER_INTENT)
      throw new ApiError(
        413,
        `Ein Sprung kann höchstens ${EXAMPLES_PER_INTENT} Beispiele haben ('${handle}' hätte danach ${n}).`,
        'training_examples_intent_full',
      )
  }
}
