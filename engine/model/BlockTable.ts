import type { Block } from './block'

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

  private constructor(
    private readonly list: readonly Block[],
    private readonly index: ReadonlyMap<string, number>,
    /** Block ids in order; the same array as long as the structure is unchanged. */
    readonly ids: readonly string[],
    patch?: Patch,
  ) {
    this.#patch = patch
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
    return this.list.length
  }

  get(id: string): Block | undefined {
    const i = this.index.get(id)
    return i === undefined ? undefined : this.list[i]
  }

  has(id: string): boolean {
    return this.index.has(id)
  }

  indexOf(id: string): number {
    return this.index.get(id) ?? -1
  }

  /** The blocks in order. */
  values(): readonly Block[] {
    return this.list
  }

  /** Replaces a block in place (same id); everything else is shared. */
  replace(block: Block): BlockTable {
    const i = this.index.get(block.unique_question_id)
    if (i === undefined) throw new Error(`no block ${block.unique_question_id}`)
    if (this.list[i] === block) return this
    const list = this.list.slice()
    list[i] = block.order === i ? block : { ...block, order: i }
    return this.patched(list, [i])
  }

  /** Replaces every block for which `change` returns another object; order and ids stay. */
  map(change: (block: Block) => Block): BlockTable {
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

  insert(block: Block, at: number): BlockTable {
    const list = this.list.slice()
    list.splice(Math.max(0, Math.min(at, list.length)), 0, block)
    return BlockTable.fromOrdered(list)
  }

  remove(id: string): BlockTable {
    if (!this.index.has(id)) return this
    return BlockTable.fromOrdered(this.list.filter((b) => b.unique_question_id !== id))
  }

  move(id: string, to: number): BlockTable {
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
    return this.list
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
