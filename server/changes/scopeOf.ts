import { type Change, type VersionedChange, footprintOf } from '@engine/changes'
import type { Scope } from '../repositories/dialogDocument'

export type { Scope }

type ScopedChange = Extract<Change, { kind: VersionedChange['kind'] | 'restore' }>

/**
 * Which rows the server reads, locks and writes for a change of POST /changes (the dialog's
 * versioned kinds; triggers and training have calls of their own): the change's footprint, which
 * its kind declares next to apply and rebase (engine/changes), so a new kind needs nothing here.
 */
export function scopeOf(c: ScopedChange): Scope {
  const { triggers: _triggers, trainingExamples: _examples, ...scope } = footprintOf(c)
  return scope
}
