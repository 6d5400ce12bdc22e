import { EngineError, type EngineErrorCode } from '../EngineError'
import { type Connection, connectionKey } from '../model/connection'
import type { ExitCondition } from '../model/exitCondition'
import { sameValue } from '../model/sameValue'
import type { Trigger } from '../model/trigger'
import type { ChangeKind } from './ChangeKind'
import { type ConnectionChange, type Document, type ExitConditionChange, GONE, type TriggerChange } from './Change'
import { type KeyedList, anchorIn, insertAt, keyedArray, resolveIn, sameAnchor } from './anchor'
import { draftList } from './draft'

type ListChange = ExitConditionChange | ConnectionChange | TriggerChange
type ItemOf<C extends ListChange> = NonNullable<C['before']>

interface ListSpec<C extends ListChange> {
  kind: C['kind']
  /** The document's field: on a draft the list lives there (draft.ts). */
  field: 'connections' | 'exitConditions' | 'triggers'
  list(doc: Document): readonly ItemOf<C>[]
  withList<D extends Document>(doc: D, list: readonly ItemOf<C>[]): D
  itemKey(item: ItemOf<C>): string
  changeKey(c: C): string
  notFound: EngineErrorCode
  notFoundMessage: string
  exists: EngineErrorCode
  existsMessage: string
  /**
   * Whether a change of an item that is gone becomes a create (a jump: "connect this handle"
   * holds whatever was there) instead of GONE.
   */
  setSemantics: boolean
}

/**
 * Create (`before` null), update and delete of an item in an ordered list, with its place: an
 * undo puts an item back exactly where it was, because the first matching jump in saved order wins.
 */
function listKind<C extends ListChange>(spec: ListSpec<C>): ChangeKind<C> {
  type Item = ItemOf<C>
  /** The list as a keyed list, its item of `key`, and how to write it: a draft in place, else a new array. */
  const view = (doc: Document, key: string) => {
    const draft = draftList<Item>(doc, spec.field, spec.itemKey)
    if (draft) {
      const { seq } = draft
      const index = seq.indexOf(key)
      // The draft's sequence is a keyed list itself: no wrapper (and no closures) per change.
      const keyed: KeyedList = seq
      return { keyed, index, current: index >= 0 ? seq.get(key) : undefined, draft }
    }
    const list = spec.list(doc)
    const index = list.findIndex((item) => spec.itemKey(item) === key)
    return { keyed: keyedArray(list, spec.itemKey), index, current: index >= 0 ? list[index] : undefined, list }
  }
  return {
    kind: spec.kind,
    apply(doc, c) {
      const key = spec.changeKey(c)
      const { keyed, index, draft, list } = view(doc, key)
      if (c.before === null && index >= 0) throw new EngineError(spec.exists, spec.existsMessage)
      if (c.before !== null && index < 0) throw new EngineError(spec.notFound, spec.notFoundMessage)
      if (draft) {
        draft.touched()
        if (c.before === null) draft.seq.insert(resolveIn(keyed, c.at), c.after as Item)
        else if (c.after === null) draft.seq.remove(key)
        else draft.seq.set(c.after as Item)
        return { ...doc }
      }
      const items = list as readonly Item[]
      if (c.before === null) return spec.withList(doc, insertAt(items, resolveIn(keyed, c.at), c.after as Item))
      const next = items.slice()
      if (c.after === null) next.splice(index, 1)
      else next[index] = c.after as Item
      return spec.withList(doc, next)
    },
    invert: (c) => ({ ...c, before: c.after, after: c.before }) as C,
    rebase(c, doc) {
      const key = spec.changeKey(c)
      const { keyed, index, current } = view(doc, key)
      if (current === undefined) {
        if (c.before !== null && (c.after === null || !spec.setSemantics)) return GONE
        const anchor = anchorIn(keyed, resolveIn(keyed, c.at))
        return c.before === null && sameAnchor(anchor, c.at) ? c : ({ ...c, before: null, at: anchor } as C)
      }
      // A create of an id that exists is the apply's refusal; a jump's create replaces the one there.
      if (c.before === null && !spec.setSemantics) return c
      const at = anchorIn(keyed, index)
      return sameValue(current, c.before) && sameAnchor(at, c.at) ? c : ({ ...c, before: current, at } as C)
    },
    conflict(doc, c) {
      const { current } = view(doc, spec.changeKey(c))
      if (c.before === null) return current === undefined ? null : { code: 'exists' }
      if (current === undefined) return { code: 'deleted_by_other' }
      return sameValue(current, c.before) ? null : { code: 'changed_by_other' }
    },
    merge: () => null,
    isNoop: (c) => sameValue(c.before, c.after),
    footprint: () => ({ [spec.field]: true }),
    notFound: spec.notFound,
  }
}

export const exitCondition = listKind<ExitConditionChange>({
  kind: 'exitCondition',
  field: 'exitConditions',
  list: (doc) => doc.exitConditions,
  withList: (doc, exitConditions) => ({ ...doc, exitConditions }),
  itemKey: (item: ExitCondition) => item.id,
  changeKey: (c) => c.id,
  notFound: 'condition_not_found',
  notFoundMessage: 'KI-Endbedingung existiert nicht.',
  exists: 'condition_exists',
  existsMessage: 'Diese KI-Endbedingung gibt es bereits.',
  setSemantics: false,
})

export const connection = listKind<ConnectionChange>({
  kind: 'connection',
  field: 'connections',
  list: (doc) => doc.connections,
  withList: (doc, connections) => ({ ...doc, connections }),
  itemKey: (item: Connection) => connectionKey(item),
  changeKey: (c) => c.key,
  notFound: 'connection_not_found',
  notFoundMessage: 'Sprung existiert nicht.',
  exists: 'connection_exists',
  existsMessage: 'Dieser Ausgang hat bereits einen Sprung.',
  setSemantics: true,
})

/** Triggers belong to the multichat: their own calls, outside the dialog's version. */
export const trigger = listKind<TriggerChange>({
  kind: 'trigger',
  field: 'triggers',
  list: (doc) => doc.triggers,
  withList: (doc, triggers) => ({ ...doc, triggers }),
  itemKey: (item: Trigger) => item.id,
  changeKey: (c) => c.id,
  notFound: 'trigger_not_found',
  notFoundMessage: 'Trigger existiert nicht.',
  exists: 'trigger_id_taken',
  existsMessage: 'Diesen Trigger gibt es bereits.',
  setSemantics: false,
})
