import type { ChoiceOption } from '@engine/index'

/**
 * A new option id `o<n>`, unique within the block. Ids still used as jump handles are skipped
 * too: the jump of a removed option stays in the state and would silently apply to the new one.
 */
export function nextOptionId(options: readonly ChoiceOption[], handles: readonly string[] = []): string {
  const taken = new Set([...options.map((o) => o.id), ...handles])
  let n = options.length + 1
  while (taken.has(`o${n}`)) n++
  return `o${n}`
}

/** The list with item `index` moved by `delta` places; unchanged when that leaves the list. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(index, 1)
  next.splice(to, 0, item as T)
  return next
}
