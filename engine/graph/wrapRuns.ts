import type { Position } from '../model/block'

/** The shape wrapped layouts aim for: a 16:9 screen. */
const TARGET_ASPECT = 16 / 9

export interface Extent {
  width: number
  height: number
}

/**
 * How `count` items in reading order are best cut into runs of equal length (the last may be
 * shorter): the length, from `count` down to `minRun`, at which the runs, laid side by side
 * (`columns`, each run top to bottom) or one below the other (`rows`, each run left to right)
 * with `gap` between them, fit a 16:9 screen at the largest zoom. `extent(first, last)` is the
 * size of the run from item `first` to item `last`. Ties keep the fewer runs, evened out.
 */
export function bestRunLength(
  count: number,
  minRun: number,
  gap: number,
  stacking: 'columns' | 'rows',
  extent: (first: number, last: number) => Extent,
): number {
  // The zoom (up to a constant) at which the runs fit the screen: larger is better.
  const score = (perRun: number) => {
    let sum = 0
    let max = 0
    let runs = 0
    for (let first = 0; first < count; first += perRun, runs++) {
      const size = extent(first, Math.min(first + perRun, count) - 1)
      sum += stacking === 'columns' ? size.width : size.height
      max = Math.max(max, stacking === 'columns' ? size.height : size.width)
    }
    sum += (runs - 1) * gap
    const [width, height] = stacking === 'columns' ? [sum, max] : [max, sum]
    return Math.min(TARGET_ASPECT / width, 1 / height)
  }
  let best = count
  let bestScore = score(count)
  for (let perRun = count - 1; perRun >= Math.max(minRun, 1); perRun--) {
    const candidate = score(perRun)
    if (candidate > bestScore) [best, bestScore] = [perRun, candidate]
  }
  // As many runs, evened out (12 in two rows: 6 and 6, not 9 and 3), unless that fits worse.
  const even = Math.max(Math.ceil(count / Math.ceil(count / best)), minRun)
  return even < best && score(even) >= bestScore ? even : best
}

/**
 * Boxes of the given sizes in reading order, wrapped into rows like words into lines: each row
 * left to right with `gap` between the boxes, the rows one below the other `gap` apart, as many
 * boxes per row as fit a 16:9 screen at the largest zoom (bestRunLength). Returns top-left corners.
 */
export function wrapRows(sizes: readonly Extent[], gap: number): Position[] {
  const rowExtent = (first: number, last: number): Extent => {
    let width = 0
    let height = 0
    for (let i = first; i <= last; i++) {
      width += (sizes[i] as Extent).width
      height = Math.max(height, (sizes[i] as Extent).height)
    }
    return { width: width + (last - first) * gap, height }
  }
  const perRow = bestRunLength(sizes.length, 1, gap, 'rows', rowExtent)
  const positions: Position[] = []
  let y = 0
  for (let first = 0; first < sizes.length; first += perRow) {
    const last = Math.min(first + perRow, sizes.length) - 1
    let x = 0
    for (let i = first; i <= last; i++) {
      positions.push({ x, y })
      x += (sizes[i] as Extent).width + gap
    }
    y += rowExtent(first, last).height + gap
  }
  return positions
}
