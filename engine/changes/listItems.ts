import { EngineError, type EngineErrorCode } from '../EngineError'
import { type Connection, connectionKey } from '../model/connection'
import type { ExitCondition } from '../model/exitCondition'
import { sameValue } from '../model/sameValue'
import type { Trigger } from '../model/trigger'
import type { TransportCall } from '../sync/Transport'
import type { CallContext, ChangeKind, EntryCore, Scope } from './ChangeKind'
import { type ConnectionChange, type Document, type ExitConditionChange, GONE, type TriggerChange } from './Change'
import { anchorAt, insertAt, resolveAnchor, sameAnchor } from './anchor'
import { changeCall } from './common'

type ListChange = ExitConditionChange | ConnectionChange | TriggerChange
type ItemOf<C extends ListChange> = NonNullable<C['before']>

interface ListSpec<C extends ListChange> {
  kind: C['kind']
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
  entryType: EntryCore['type']
  owner(item: ItemOf<C>): string | null
  call(c: C, ctx: CallContext): TransportCall
  bumpsVersion: boolean
  scope: Scope
  settledBy?: (c: C, code: string) => boolean
}

const changeName = (c: ListChange): EntryCore['change'] =>
  c.before === null ? 'create' : c.after === null ? 'delete' : 'update'

/**
 * Create (`before` null), update and delete of an item in an ordered list, with its place: an
 * undo puts an item back exactly where it was, because the first matching jump in saved order wins.
 */
function listKind<C extends ListChange>(spec: ListSpec<C>): ChangeKind<C> {
  const find = (doc: Document, key: string) => {
    const list = spec.list(doc)
    const index = list.findIndex((item) => spec.itemKey(item) === key)
    return { list, index, current: index >= 0 ? list[index] : undefined }
  }
  const keys = (list: readonly ItemOf<C>[]) => list.map(spec.itemKey)
  return {
    kind: spec.kind,
    apply(doc, c) {
      const key = spec.changeKey(c)
      const { list, index } = find(doc, key)
      if (c.before === null) {
        if (index >= 0) throw new EngineError(spec.exists, spec.existsMessage)
        return spec.withList(doc, insertAt(list, resolveAnchor(keys(list), c.at), c.after as ItemOf<C>))
      }
      if (index < 0) throw new EngineError(spec.notFound, spec.notFoundMessage)
      const next = list.slice()
      if (c.after === null) next.splice(index, 1)
      else next[index] = c.after as ItemOf<C>
      return spec.withList(doc, next)
    },
    invert: (c) => ({ ...c, before: c.after, after: c.before }) as C,
    rebase(c, doc) {
      const key = spec.changeKey(c)
      const { list, index, current } = find(doc, key)
      if (current === undefined) {
        if (c.before !== null && (c.after === null || !spec.setSemantics)) return GONE
        const at = resolveAnchor(keys(list), c.at)
        const anchor = anchorAt([...keys(list).slice(0, at), key], at)
        return c.before === null && sameAnchor(anchor, c.at) ? c : ({ ...c, before: null, at: anchor } as C)
      }
      // A create of an id that exists is the apply's refusal; a jump's create replaces the one there.
      if (c.before === null && !spec.setSemantics) return c
      const at = anchorAt(keys(list), index)
      return sameValue(current, c.before) && sameAnchor(at, c.at) ? c : ({ ...c, before: current, at } as C)
    },
    conflict(doc, c) {
      const { current } = find(doc, spec.changeKey(c))
      if (c.before === null) return current === undefined ? null : { code: 'exists' }
      if (current === undefined) return { code: 'deleted_by_other' }
      return sameValue(current, c.before) ? null : { code: 'changed_by_other' }
    },
    merge: () => null,
    isNoop: (c) => sameValue(c.before, c.after),
    call: spec.call,
    bumpsVersion: spec.bumpsVersion,
    notFound: spec.notFound,
    scope: () => spec.scope,
    ...(spec.settledBy && { settledBy: spec.settledBy }),
    entry: (c) => ({
      type: spec.entryType,
      change: changeName(c),
      unique_question_id: spec.owner((c.after ?? c.before) as ItemOf<C>),
      key: spec.changeKey(c),
      old_value: c.before,
      new_value: c.after,
    }),
  }
}

export const exitCondition = listKind<ExitConditionChange>({
  kind: 'exitCondition',
  list: (doc) => doc.exitConditions,
  withList: (doc, exitConditions) => ({ ...doc, exitConditions }),
  itemKey: (item: ExitCondition) => item.id,
  changeKey: (c) => c.id,
  notFound: 'condition_not_found',
  notFoundMessage: 'KI-Endbedingung existiert nicht.',
  exists: 'condition_exists',
  existsMessage: 'Diese KI-Endbedingung gibt es bereits.',
  setSemantics: false,
  entryType: 'gpt_exit_conditions',
  owner: (item) => item.unique_question_id,
  call: changeCall,
  bumpsVersion: true,
  scope: { exitConditions: true },
})

export const connection = listKind<ConnectionChange>({
  kind: 'connection',
  list: (doc) => doc.connections,
  withList: (doc, connections) => ({ ...doc, connections }),
  itemKey: (item: Connection) => connectionKey(item),
  changeKey: (c) => c.key,
  notFound: 'connection_not_found',
  notFoundMessage: 'Sprung existiert nicht.',
  exists: 'connection_exists',
  existsMessage: 'Dieser Ausgang hat bereits einen Sprung.',
  setSemantics: true,
  entryType: 'structure',
  owner: (item) => item.source,
  call: changeCall,
  bumpsVersion: true,
  scope: { connections: true },
})

/** Triggers belong to the dialog manager: their own calls, outside the dialog's version. */
export const trigger = listKind<TriggerChange>({
  kind: 'trigger',
  list: (doc) => doc.triggers,
  withList: (doc, triggers) => ({ ...doc, triggers }),
  itemKey: (item: Trigger) => item.id,
  changeKey: (c) => c.id,
  notFound: 'trigger_not_found',
  notFoundMessage: 'Trigger existiert nicht.',
  exists: 'trigger_id_taken',
  existsMessage: 'Diesen Trigger gibt es bereits.',
  setSemantics: false,
  entryType: 'triggers',
  owner: (item) => item.unique_question_id,
  call: (c) =>
    c.after === null
      ? { method: 'DELETE', path: `/api/delete_trigger/${encodeURIComponent(c.id)}` }
      : { method: 'POST', path: '/api/create_trigger', body: { ...c.after, after: c.at.after } },
  bumpsVersion: false,
  scope: {},
  // Deleting a trigger someone else deleted already: what the delete wanted holds.
  settledBy: (c, code) => c.after === null && code === 'trigger_not_found',
})
