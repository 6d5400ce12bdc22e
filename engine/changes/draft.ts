import { type Connection, connectionKey } from '../model/connection'
import { KeyedSeq } from '../model/KeyedSeq'
import type { Document } from './Change'

/**
 * Batches of changes (a restore, a request of many changes, a version rebuilt from its log) run
 * on a draft: a mutable copy of the document whose block table and lists change in place in
 * O(log n) per change, instead of copying and renumbering whole lists per change (issue #27: a
 * restore of n blocks cost O(n²)). The change modules run on a draft unchanged for blocks (the
 * table's methods are the same) and through `draftList` for lists. Rules: a draft is owned by
 * the batch that made it; a change module checks everything before it changes the draft, so a
 * refused change leaves it as it was; `finishDraft` ends it. docs/engine.md "Batches".
 */
const LISTS = Symbol('draft lists')

type ListField = 'connections' | 'exitConditions' | 'triggers'

interface DraftLists {
  readonly seqs: Partial<Record<ListField, KeyedSeq<unknown>>>
  readonly changed: Set<ListField>
}

type Drafted = Document & { [LISTS]?: DraftLists }

const listsOf = (doc: Document): DraftLists | undefined => (doc as Drafted)[LISTS]

export const isDraft = (doc: Document): boolean => listsOf(doc) !== undefined

/** A mutable copy of `doc` (of its current state when `doc` is itself a draft). O(n). */
export function draftOf<D extends Document>(doc: D): D {
  const from = listsOf(doc)
  const seqs: DraftLists['seqs'] = {}
  // A draft of a draft starts from the lists as that draft has them now.
  if (from)
    for (const [field, seq] of Object.entries(from.seqs))
      seqs[field as ListField] = KeyedSeq.of(seq.toArray(), keyOfField(field as ListField))
  return { ...doc, blocks: doc.blocks.draft(), [LISTS]: { seqs, changed: new Set(from?.changed) } }
}

const keyOfField = (field: ListField): ((item: unknown) => string) =>
  field === 'connections' ? (c) => connectionKey(c as Connection) : (item) => (item as { id: string }).id

/**
 * The draft's list `field` (made from `doc`'s array on first use), or undefined when `doc` is
 * not a draft. The list kinds call `touched` before they change it.
 */
export function draftList<T>(
  doc: Document,
  field: ListField,
  keyOf: (item: T) => string,
): { seq: KeyedSeq<T>; touched(): void } | undefined {
  const lists = listsOf(doc)
  if (!lists) return undefined
  const seq = (lists.seqs[field] ??= KeyedSeq.of(doc[field] as readonly unknown[], keyOf as (item: unknown) => string))
  // A method, not an arrow: per call of a batch of thousands, a named closure costs (tsx keeps names).
  return {
    seq: seq as KeyedSeq<T>,
    touched() {
      lists.changed.add(field)
    },
  }
}

/**
 * The draft as an immutable document. `base` is the document the draft was made from: what did
 * not change keeps its identity (the server writes only what is not identical).
 */
export function finishDraft<D extends Document>(draft: D, base: D): D {
  const lists = listsOf(draft)
  if (!lists) return draft
  const { [LISTS]: _lists, ...rest } = draft as D & Drafted
  const out = { ...rest, blocks: draft.blocks.done(base.blocks) } as Record<string, unknown>
  for (const field of ['connections', 'exitConditions', 'triggers'] as const)
    out[field] = lists.changed.has(field) ? (lists.seqs[field] as KeyedSeq<unknown>).toArray() : base[field]
  return out as D
}

/** Runs `batch` on a draft of `doc` and answers the document it leaves. */
export function inDraft<D extends Document>(doc: D, batch: (draft: D) => D): D {
  return finishDraft(batch(draftOf(doc)), doc)
}
