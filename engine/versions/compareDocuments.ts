import { CONFIG_KEYS, type Document, FIXED_MESSAGE_KEYS } from '../changes/Change'
import { connectionKey } from '../model/connection'
import { sameValue } from '../model/sameValue'
import { changedFields } from './restoreChanges'

/** What differs between two versions of a dialog, as the "Vergleichen" view lists it. */
export interface DocumentComparison {
  readonly blocks: {
    /** In `b`, not in `a` (ids in `b`'s order). */
    readonly added: readonly string[]
    /** In `a`, not in `b` (ids in `a`'s order). */
    readonly removed: readonly string[]
    /** In both, with the fields that differ ('order' when its place among the common blocks moved). */
    readonly changed: readonly { readonly id: string; readonly fields: readonly string[] }[]
  }
  /** Jumps (`source::handle`) and exit conditions (id): added, removed, changed. */
  readonly connections: ListComparison
  readonly exitConditions: ListComparison
  /** Settings and fixed messages that differ. */
  readonly settings: readonly string[]
}

export interface ListComparison {
  readonly added: readonly string[]
  readonly removed: readonly string[]
  readonly changed: readonly string[]
}

function compareLists<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): ListComparison {
  const inA = new Map(a.map((x) => [key(x), x]))
  const inB = new Map(b.map((x) => [key(x), x]))
  const common = (list: readonly T[], other: Map<string, T>) => list.map(key).filter((k) => other.has(k))
  const orderA = common(a, inB)
  const orderB = common(b, inA)
  return {
    added: b.map(key).filter((k) => !inA.has(k)),
    removed: a.map(key).filter((k) => !inB.has(k)),
    changed: orderB.filter((k, i) => !sameValue(inA.get(k), inB.get(k)) || orderA[i] !== k),
  }
}

/** `a` to `b`: which blocks were added, removed or changed (and which fields), jumps, exit conditions, settings. */
export function compareDocuments(a: Document, b: Document): DocumentComparison {
  const commonA = a.blocks.ids.filter((id) => b.blocks.has(id))
  const commonB = b.blocks.ids.filter((id) => a.blocks.has(id))
  const before = new Map(commonA.map((id, i) => [id, i > 0 ? commonA[i - 1] : null]))
  const changed = commonB.flatMap((id, i) => {
    const fields: string[] = changedFields(a.blocks.get(id) as never, b.blocks.get(id) as never)
    if (before.get(id) !== (i > 0 ? commonB[i - 1] : null)) fields.push('order')
    return fields.length > 0 ? [{ id, fields }] : []
  })
  return {
    blocks: {
      added: b.blocks.ids.filter((id) => !a.blocks.has(id)),
      removed: a.blocks.ids.filter((id) => !b.blocks.has(id)),
      changed,
    },
    connections: compareLists(a.connections, b.connections, connectionKey),
    exitConditions: compareLists(a.exitConditions, b.exitConditions, (c) => c.id),
    settings: [...CONFIG_KEYS, ...FIXED_MESSAGE_KEYS].filter((k) => !sameValue(a.survey[k], b.survey[k])),
  }
}
