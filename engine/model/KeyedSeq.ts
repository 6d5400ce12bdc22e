/**
 * A mutable list of keyed items with every operation in O(log n): lookup by key, index of a key,
 * item at an index, insert at an index, remove, replace. An implicit treap (a randomized balanced
 * tree ordered by position, each node holding its subtree's size) with parent pointers, so the
 * index of a key is a walk up from its node.
 *
 * Only batches use it (engine/changes/draft.ts): a restore or a request of many changes applies
 * them to one mutable copy instead of copying and renumbering the whole list per change
 * (issue #27: a restore of 6,500 blocks took 52 s that way). Priorities come from Math.random:
 * they decide only the tree's shape, never a result, and a caller cannot predict them to
 * unbalance the tree.
 */
interface Node<T> {
  readonly key: string
  value: T
  readonly priority: number
  size: number
  left: Node<T> | null
  right: Node<T> | null
  parent: Node<T> | null
}

const sizeOf = <T>(node: Node<T> | null) => (node ? node.size : 0)

function update<T>(node: Node<T>): void {
  node.size = 1 + sizeOf(node.left) + sizeOf(node.right)
  if (node.left) node.left.parent = node
  if (node.right) node.right.parent = node
}

function merge<T>(a: Node<T> | null, b: Node<T> | null): Node<T> | null {
  if (!a) return b
  if (!b) return a
  if (a.priority > b.priority) {
    a.right = merge(a.right, b)
    update(a)
    return a
  }
  b.left = merge(a, b.left)
  update(b)
  return b
}

/** The first `k` nodes and the rest. */
function split<T>(node: Node<T> | null, k: number): [Node<T> | null, Node<T> | null] {
  if (!node) return [null, null]
  if (sizeOf(node.left) >= k) {
    const [left, right] = split(node.left, k)
    node.left = right
    update(node)
    if (left) left.parent = null
    return [left, node]
  }
  const [left, right] = split(node.right, k - sizeOf(node.left) - 1)
  node.right = left
  update(node)
  if (right) right.parent = null
  return [node, right]
}

export class KeyedSeq<T> {
  #root: Node<T> | null = null
  readonly #nodes = new Map<string, Node<T>>()
  /** Work done, in tree steps (nodes visited by splits, merges and walks): tests read it to show the cost is O(log n) per call. */
  static steps = 0

  private constructor(private readonly keyOf: (item: T) => string) {}

  /** In O(n): a Cartesian tree built with a stack over the items in order. */
  static of<T>(items: readonly T[], keyOf: (item: T) => string): KeyedSeq<T> {
    const seq = new KeyedSeq(keyOf)
    const stack: Node<T>[] = []
    for (const value of items) {
      const node = seq.node(value)
      seq.#nodes.set(node.key, node)
      let last: Node<T> | null = null
      while (stack.length > 0 && (stack.at(-1) as Node<T>).priority < node.priority) last = stack.pop() as Node<T>
      node.left = last
      if (stack.length > 0) (stack.at(-1) as Node<T>).right = node
      stack.push(node)
    }
    seq.#root = stack[0] ?? null
    seq.fixSizes()
    return seq
  }

  get size(): number {
    return sizeOf(this.#root)
  }

  has(key: string): boolean {
    return this.#nodes.has(key)
  }

  get(key: string): T | undefined {
    return this.#nodes.get(key)?.value
  }

  /** The item's index, -1 when absent. */
  indexOf(key: string): number {
    const node = this.#nodes.get(key)
    if (!node) return -1
    let index = sizeOf(node.left)
    for (let at = node; at.parent; at = at.parent) {
      KeyedSeq.steps++
      if (at === at.parent.right) index += sizeOf(at.parent.left) + 1
    }
    return index
  }

  at(index: number): T | undefined {
    let node = this.#root
    let i = index
    while (node) {
      KeyedSeq.steps++
      const left = sizeOf(node.left)
      if (i < left) node = node.left
      else if (i === left) return node.value
      else {
        i -= left + 1
        node = node.right
      }
    }
    return undefined
  }

  keyAt(index: number): string | undefined {
    const item = this.at(index)
    return item === undefined ? undefined : this.keyOf(item)
  }

  /** Inserts at `index` (clamped); the key must be new. */
  insert(index: number, value: T): void {
    const node = this.node(value)
    if (this.#nodes.has(node.key)) throw new Error(`key ${node.key} exists`)
    this.#nodes.set(node.key, node)
    const [left, right] = split(this.#root, Math.max(0, Math.min(index, this.size)))
    this.setRoot(merge(merge(left, node), right))
  }

  remove(key: string): void {
    const index = this.indexOf(key)
    if (index < 0) return
    this.#nodes.delete(key)
    const [left, rest] = split(this.#root, index)
    const [, right] = split(rest, 1)
    this.setRoot(merge(left, right))
  }

  /** Replaces the item of the same key in place. */
  set(value: T): void {
    const node = this.#nodes.get(this.keyOf(value))
    if (!node) throw new Error(`no key ${this.keyOf(value)}`)
    node.value = value
  }

  /** Every item in order, with its index; `change` may return a replacement. O(n). */
  update(change: (item: T, index: number) => T): void {
    let index = 0
    this.walk((node) => {
      node.value = change(node.value, index++)
    })
  }

  toArray(): T[] {
    const out: T[] = []
    this.walk((node) => out.push(node.value))
    return out
  }

  private node(value: T): Node<T> {
    return { key: this.keyOf(value), value, priority: Math.random(), size: 1, left: null, right: null, parent: null }
  }

  private setRoot(root: Node<T> | null): void {
    this.#root = root
    if (root) root.parent = null
  }

  private walk(visit: (node: Node<T>) => void): void {
    const stack: Node<T>[] = []
    let node = this.#root
    while (node || stack.length > 0) {
      while (node) {
        stack.push(node)
        node = node.left
      }
      const top = stack.pop() as Node<T>
      KeyedSeq.steps++
      visit(top)
      node = top.right
    }
  }

  /** Sizes and parents after `of` built the links (post-order, without recursion). */
  private fixSizes(): void {
    const order: Node<T>[] = []
    const stack = this.#root ? [this.#root] : []
    while (stack.length > 0) {
      const node = stack.pop() as Node<T>
      order.push(node)
      if (node.left) stack.push(node.left)
      if (node.right) stack.push(node.right)
    }
    for (let i = order.length - 1; i >= 0; i--) update(order[i] as Node<T>)
    if (this.#root) this.#root.parent = null
  }
}
