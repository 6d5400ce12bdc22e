import { type BlockMove, type ConnectionChange, type Steps, anchorIn } from '@engine/changes'
import { KeyedSeq } from '@engine/model'
import { type Connection, connectionKey } from '@engine/model'

/**
 * The keys that can stay where they are when `current` is rearranged into `target` (both hold the
 * same keys): a longest run of `current` that is already in target order (patience sorting). Every
 * other key moves, so the number of changes is the fewest possible.
 */
export function stayingKeys(current: readonly string[], target: readonly string[]): Set<string> {
  const place = new Map(current.map((key, i) => [key, i]))
  const places = target.map((key) => place.get(key) ?? -1)
  const tails: number[] = [] // index into `places` of the smallest tail of each run length
  const previous: number[] = []
  places.forEach((p, i) => {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((places[tails[mid] as number] as number) < p) lo = mid + 1
      else hi = mid
    }
    previous[i] = lo > 0 ? (tails[lo - 1] as number) : -1
    tails[lo] = i
  })
  const staying = new Set<string>()
  for (let i = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; i >= 0; i = previous[i] as number)
    staying.add(target[i] as string)
  return staying
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * The block moves that turn the order `ids` into `target` (the same ids): each block that does not
 * stay goes right after the block before it in `target`, in target order. O(n log n): the order
 * is a KeyedSeq, not an array scanned per move (issue #27). Steps (engine/model/steps.ts), one per move.
 */
export function* blockMoves(ids: readonly string[], target: readonly string[]): Steps<BlockMove[]> {
  const staying = stayingKeys(ids, target)
  const list = KeyedSeq.of(ids, (id) => id)
  const moves: BlockMove[] = []
  for (const [i, id] of target.entries()) {
    if (staying.has(id)) continue
    const from = anchorIn(list, list.indexOf(id))
    list.remove(id)
    const index = i === 0 ? 0 : list.indexOf(target[i - 1] as string) + 1
    list.insert(index, id)
    moves.push({ kind: 'block.move', block: id, from, to: anchorIn(list, index) })
    yield
  }
  if (!sameList(list.toArray(), target)) throw new Error('block moves do not reach the order sent')
  return moves
}

/**
 * The connection changes that turn the jumps `current` into exactly `target`, order included:
 * delete what goes (and what must move), update what stays with another target, then create the
 * rest in target order, each right after the jump before it in `target`. O(n log n) as above;
 * steps, one per jump.
 */
export function* connectionChanges(
  current: readonly Connection[],
  target: readonly Connection[],
): Steps<ConnectionChange[]> {
  const targetKeys = target.map(connectionKey)
  const wanted = new Set(targetKeys)
  const kept = current.map(connectionKey).filter((key) => wanted.has(key))
  const keptSet = new Set(kept)
  const staying = stayingKeys(
    kept,
    targetKeys.filter((key) => keptSet.has(key)),
  )
  const list = KeyedSeq.of(current, connectionKey)
  const changes: ConnectionChange[] = []
  for (const jump of current) {
    const key = connectionKey(jump)
    if (staying.has(key)) continue
    changes.push({ kind: 'connection', key, before: jump, after: null, at: anchorIn(list, list.indexOf(key)) })
    list.remove(key)
    yield
  }
  for (const [i, jump] of target.entries()) {
    yield
    const key = connectionKey(jump)
    if (staying.has(key)) {
      const before = list.get(key) as Connection
      if (before.target === jump.target) continue
      changes.push({ kind: 'connection', key, before, after: jump, at: anchorIn(list, list.indexOf(key)) })
      list.set(jump)
      continue
    }
    const index = i === 0 ? 0 : list.indexOf(targetKeys[i - 1] as string) + 1
    list.insert(index, jump)
    changes.push({ kind: 'connection', key, before: null, after: jump, at: anchorIn(list, index) })
  }
  if (!sameList(list.toArray().map(connectionKey), targetKeys))
    throw new Error('connection changes do not reach the list sent')
  return changes
}
