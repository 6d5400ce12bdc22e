import type { Change, VersionedChange } from '@engine/changes'
import type { Scope } from '../repositories/dialogDocument'

export type { Scope }

type ScopedKind = VersionedChange['kind'] | 'restore'
type ScopedChange = Extract<Change, { kind: ScopedKind }>

const survey: Scope = { survey: true }
const allBlocks: Scope = { blocks: 'all' }

/**
 * Which rows the server reads, locks and writes for a change of POST /changes (the dialog's
 * versioned kinds; triggers and training have calls of their own). A new versioned kind adds
 * its rows here, and the type says so.
 */
const scopes: { [K in ScopedKind]: (c: Extract<Change, { kind: K }>) => Scope } = {
  'block.field': (c) => ({ blocks: [c.block] }),
  // Create, delete and move renumber every block after the place.
  'block.create': () => allBlocks,
  'block.delete': () => allBlocks,
  'block.move': () => allBlocks,
  positions: (c) => ({ blocks: Object.keys(c.after) }),
  endBlocks: () => allBlocks,
  config: () => survey,
  fixedMessage: () => survey,
  exitCondition: () => ({ exitConditions: true }),
  connection: () => ({ connections: true }),
  restore: () => ({ survey: true, blocks: 'all', connections: true, exitConditions: true }),
}

export const scopeOf = (c: ScopedChange): Scope => (scopes[c.kind] as (c: ScopedChange) => Scope)(c)
