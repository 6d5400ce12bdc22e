import { blockField } from './blockField'
import { blockCreate, blockDelete } from './blockLifecycle'
import { blockMove } from './blockMove'
import type { Change, ChangeKindName, ChangeOf } from './Change'
import type { ChangeKind } from './ChangeKind'
import { endBlocks } from './endBlocks'
import { connection, exitCondition, trigger } from './listItems'
import { positions } from './positions'
import { restoreKind } from './restore'
import { config, fixedMessage } from './settings'
import { training } from './training'

/** One module per kind; `satisfies` proves every kind has its module and each module its kind. */
export const kinds = {
  'block.field': blockField,
  'block.create': blockCreate,
  'block.delete': blockDelete,
  'block.move': blockMove,
  positions,
  endBlocks,
  config,
  fixedMessage,
  exitCondition,
  connection,
  trigger,
  training,
  // A restore holds changes of the other kinds: it reaches their modules through this registry.
  restore: restoreKind((c) => kindOf(c)),
} satisfies { [K in ChangeKindName]: ChangeKind<ChangeOf<K>> }

/**
 * The module of a change. TypeScript cannot correlate a union value with the map entry of its
 * tag, so this is the one place that says they belong together.
 */
export const kindOf = <C extends Change>(c: C): ChangeKind<C> => kinds[c.kind] as unknown as ChangeKind<C>
