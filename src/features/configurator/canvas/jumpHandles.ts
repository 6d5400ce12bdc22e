import type { Connection } from '@engine/index'

const bySourceCache = new WeakMap<readonly Connection[], Map<string, string>>()

/**
 * The handles of the jumps leaving `source`, as one string ("a\nb"): the node cache compares it
 * by value, so a node's exits are rebuilt only when its own jumps changed. The grouping is
 * computed once per connection list, not once per node.
 */
export function jumpHandleKey(connections: readonly Connection[], source: string): string {
  let bySource = bySourceCache.get(connections)
  if (!bySource) {
    const grouped = new Map<string, string[]>()
    for (const c of connections) {
      const list = grouped.get(c.source)
      if (list) list.push(c.handle)
      else grouped.set(c.source, [c.handle])
    }
    bySource = new Map([...grouped].map(([id, handles]) => [id, handles.join('\n')]))
    bySourceCache.set(connections, bySource)
  }
  return bySource.get(source) ?? ''
}

/** The jumps a key stands for, enough for blockHandles (only `handle` is read). */
export const jumpsOfKey = (source: string, key: string): Connection[] =>
  key === '' ? [] : key.split('\n').map((handle) => ({ source, handle, target: '' }))
