import type { Block } from './block'
import { KeyedSeq } from './KeyedSeq'

const renumber = (list: readonly Block[]): Block[] => list.map((b, i) => (b.order === i ? b : { ...b, order: i }))

function indexOf(list: readonly Block[]): Map<string, number> {
  const index = new Map<string, number>()
  list.forEach((b, i) => index.set(b.unique_question_id, i))
  return index
}

/** How many `replace`/`map` steps a table remembers (see `changedSince`). */
export const MAX_PATCH_LINKS = 8

/**
 * What `replace` or `map` changed: the indices that may differ from the table it was made from.
 * The base is named by its serial, not held, so a chain of patches keeps no old block arrays
 * alive (eight 5,000-block arrays would be ~320 KB per document); `prev` is the base's own patch
 * while the chain is shorter than MAX_PATCH_LINKS.
 */
interface Patch {
  readonly base: number
  readonly at: readonly number[]
  readonly prev: Patch | undefined
  readonly links: number
}

let serials = 0

/**
 * The blocks of a dialog in order, immutable, with lookup by `unique_question_id`.
 *
 * Why not a plain record: copying a 5,000-key object on every keystroke costs ~3 ms in V8
 * (docs/benchmarks.md), an array copy ~10 µs. Replacing a block keeps the id index and the `ids`
 * array (so "the structure did not change" is one identity check); inserting, removing and
 * moving rebuild them and renumber `order`, keeping every block whose order did not change.
 * `changedSince` tells which indices a few replaces ago may differ, so that the graph touches
 * only the edited nodes (docs/benchmarks.md).
 */
export class BlockTable {
  // ECMAScript private fields: not own enumerable properties, so equality of tables in tests
  // (toEqual) still compares only the blocks.
  readonly #serial = ++serials
  readonly #patch: Patch | undefined
  /**
   * Set on a draft (`draft()`): a mutable table for a batch of changes, whose insert, remove,
   * move and replace change it in place in O(log n) and return it, so the change modules run on
   * it unchanged; `list`, `index` and `ids` are then unused until `done()`.
   */
  #draft: KeyedSeq<Block> | undefined
  #ids: readonly string[]

  private constructor(
    private readonly list: readonly Block[],
    private readonly index: ReadonlyMap<string, number>,
    ids: readonly string[],
    patch?: Patch,
  ) {
    this.#ids = ids
    this.#patch = patch
  }

  /** Block ids in order; the same array as long as the structure is unchanged. O(n) on a draft: use keyAt there. */
  get ids(): readonly string[] {
    const draft = this.#draft
    return draft ? draft.toArray().map((b) => b.unique_question_id) : this.#ids
  }

  /** A mutable copy for a batch of changes (engine/changes/draft.ts); `done()` makes it a table again. */
  draft(): BlockTable {
    const table = new BlockTable([], new Map(), [])
    table.#draft = KeyedSeq.of(this.#draft ? this.#draft.toArray() : this.list, (b) => b.unique_question_id)
    return table
  }

  get isDraft(): boolean {
    return this.#draft !== undefined
  }

  /**
   * The draft's blocks as an immutable table; `base` (the table the draft was made from) is
   * answered when nothing changed, and its blocks and ids are kept where they are equal.
   */
  done(base: BlockTable): BlockTable {
    const draft = this.#draft
    if (!draft) return this
    this.#draft = undefined
    const list = renumber(draft.toArray())
    const sameIds = list.length === base.list.length && list.every((b, i) => b.unique_question_id === base.#ids[i])
    if (sameIds && list.every((b, i) => b === base.list[i])) return base
    if (!sameIds) return BlockTable.fromOrdered(list)
    const at: number[] = []
    list.forEach((b, i) => b !== base.list[i] && at.push(i))
    return base.patched(list, at)
  }

  /** Sorted by `order` (stable), renumbered 0..n-1. */
  static of(blocks: readonly Block[]): BlockTable {
    const list = renumber([...blocks].sort((a, b) => a.order - b.order))
    return new BlockTable(
      list,
      indexOf(list),
      list.map((b) => b.unique_question_id),
    )
  }

  static readonly empty = BlockTable.of([])

  get size(): number {
    return this.#draft ? this.#draft.size : this.list.length
  }

  get(id: string): Block | undefined {
    const draft = this.#draft
    if (draft) {
      const block = draft.get(id)
      if (!block) return undefined
      // A draft renumbers lazily: the block's `order` is made its index when it is read.
      const i = draft.indexOf(id)
      if (block.order === i) return block
      const placed = { ...block, order: i }
      draft.set(placed)
      return placed
    }
    const i = this.index.get(id)
    return i === undefined ? undefined : this.list[i]
  }

  has(id: string): boolean {
    return this.#draft ? this.#draft.has(id) : this.index.has(id)
  }

  indexOf(id: string): number {
    return this.#draft ? this.#draft.indexOf(id) : (this.index.get(id) ?? -1)
  }

  /** The id at `index` (undefined outside the table); with `size` and `indexOf` a KeyedList (engine/changes/anchor.ts). */
  keyAt(index: number): string | undefined {
    return this.#draft ? this.#draft.keyAt(index) : this.#ids[index]
  }

  /** The blocks in order. O(n) on a draft. */
  values(): readonly Block[] {
    return this.#draft ? renumber(this.#draft.toArray()) : this.list
  }

  /** Replaces a block in place (same id); everything else is shared. */
  replace(block: Block): BlockTable {
    const draft = this.#draft
    if (draft) {
      if (!draft.has(block.unique_question_id)) throw new Error(`no block ${block.unique_question_id}`)
      draft.set(block)
      return this
    }
    const i = this.index.get(block.unique_question_id)
    if (i === undefined) throw new Error(`no block ${block.unique_question_id}`)
    if (this.list[i] === block) return this
    const list = this.list.slice()
    list[i] = block.order === i ? block : { ...block, order: i }
    return this.patched(list, [i])
  }

  /** Replaces every block for which `change` returns another object; order and ids stay. */
  map(change: (block: Block) => Block): BlockTable {
    const draft = this.#draft
    if (draft) {
      draft.update((block, i) => change(block.order === i ? block : { ...block, order: i }))
      return this
    }
    let list: Block[] | undefined
    const at: number[] = []
    this.list.forEach((block, i) => {
      const next = change(block)
      if (next === block) return
      ;(list ??= this.list.slice())[i] = next
      at.push(i)
    })
    return list ? this.patched(list, at) : this
  }

  /**
   * The indices at which this table may hold other blocks than `base`, when this table was made
   * from `base` by at most MAX_PATCH_LINKS `replace`/`map` steps (so ids and order are the same);
   * `[]` for `base` itself. Undefined otherwise: compare every block then. An index may appear
   * more than once.
   */
  changedSince(base: BlockTable): readonly number[] | undefined {
    if (base === this) return []
    if (base.ids !== this.ids) return undefined
    const at: number[] = []
    for (let patch = this.#patch; patch; patch = patch.prev) {
      for (const i of patch.at) at.push(i)
      if (patch.base === base.#serial) return at
    }
    return undefined
  }

  /** Replaces each of `blocks` (same ids): one copy of the list instead of one per block. */
  replaceAll(blocks: readonly Block[]): BlockTable {
    const draft = this.#draft
    if (draft) {
      for (const block of blocks) this.replace(block)
      return this
    }
    let list: Block[] | undefined
    const at: number[] = []
    for (const block of blocks) {
      const i = this.index.get(block.unique_question_id)
      if (i === undefined) throw new Error(`no block ${block.unique_question_id}`)
      if ((list ?? this.list)[i] === block) continue
      ;(list ??= this.list.slice())[i] = block.order === i ? block : { ...block, order: i }
      at.push(i)
    }
    return list ? this.patched(list, at) : this
  }

  insert(block: Block, at: number): BlockTable {
    const draft = this.#draft
    if (draft) {
      draft.insert(at, block)
      return this
    }
    const list = this.list.slice()
    list.splice(Math.max(0, Math.min(at, list.length)), 0, block)
    return BlockTable.fromOrdered(list)
  }

  remove(id: string): BlockTable {
    const draft = this.#draft
    if (draft) {
      draft.remove(id)
      return this
    }
    if (!this.index.has(id)) return this
    return BlockTable.fromOrdered(this.list.filter((b) => b.unique_question_id !== id))
  }

  move(id: string, to: number): BlockTable {
    const draft = this.#draft
    if (draft) {
      const block = draft.get(id)
      if (block === undefined) return this
      draft.remove(id)
      draft.insert(to, block)
      return this
    }
    const i = this.index.get(id)
    if (i === undefined) return this
    const list = this.list.slice()
    const [block] = list.splice(i, 1)
    list.splice(Math.max(0, Math.min(to, list.length)), 0, block as Block)
    return BlockTable.fromOrdered(list)
  }

  /** A table like this one with `list`, which differs at the indices `at`. */
  private patched(list: readonly Block[], at: readonly number[]): BlockTable {
    const prev = this.#patch && this.#patch.links < MAX_PATCH_LINKS ? this.#patch : undefined
    return new BlockTable(list, this.index, this.ids, { base: this.#serial, at, prev, links: (prev?.links ?? 0) + 1 })
  }

  toJSON(): readonly Block[] {
    return this.values()
  }

  private static fromOrdered(list: readonly Block[]): BlockTable {
    const renumbered = renumber(list)
    return new BlockTable(
      renumbered,
      indexOf(renumbered),
      renumbered.map((b) => b.unique_question_id),
    )
  }
}
