import type { Position } from '../model/block'
import { NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'
import { bestRunLength } from './wrapRuns'
/** Space between two columns (wider than between blocks side by side, so columns read as columns). */
const COLUMN_GAP = 60
/** A column holds at least this many rows (a short dialog stays one column). */
const MIN_ROWS = 5

interface Row {
  y: number
  minX: number
  maxX: number
}

interface Band {
  first: number
  last: number
  minX: number
  width: number
  height: number
}

function bands(rows: readonly Row[], perColumn: number): Band[] {
  const result: Band[] = []
  for (let first = 0; first < rows.length; first += perColumn) {
    const last = Math.min(first + perColumn, rows.length) - 1
    let minX = Infinity
    let maxX = -Infinity
    for (let i = first; i <= last; i++) {
      minX = Math.min(minX, (rows[i] as Row).minX)
      maxX = Math.max(maxX, (rows[i] as Row).maxX)
    }
    const height = (rows[last] as Row).y - (rows[first] as Row).y + NODE_HEIGHT
    result.push({ first, last, minX, width: maxX - minX, height })
  }
  return result
}

/**
 * Wraps a top-to-bottom layout into side-by-side columns, like a newspaper: the rows (blocks of
 * one rank share a y) are cut into runs of equal length, each run becomes a column, read top to
 * bottom and left to right. The run length is the one at which the whole fits a 16:9 screen at
 * the largest zoom (bestRunLength, wrapRuns.ts), so a long dialog uses the width of the screen
 * instead of one column of tiny boxes. Positions within a row keep their order and spacing, so
 * branches stay side by side.
 */
export function wrapColumns(positions: ReadonlyMap<string, Position>): Map<string, Position> {
  const byY = new Map<number, Row>()
  for (const { x, y } of positions.values()) {
    const row = byY.get(y) ?? { y, minX: Infinity, maxX: -Infinity }
    row.minX = Math.min(row.minX, x)
    row.maxX = Math.max(row.maxX, x + NODE_WIDTH)
    byY.set(y, row)
  }
  const rows = [...byY.values()].sort((a, b) => a.y - b.y)
  if (rows.length <= MIN_ROWS) return new Map(positions)
  const column = (first: number, last: number) => bands(rows.slice(first, last + 1), last - first + 1)[0] as Band
  const best = bands(rows, bestRunLength(rows.length, MIN_ROWS, COLUMN_GAP, 'columns', column))
  const rowIndex = new Map(rows.map((r, i) => [r.y, i]))
  const shift: { dx: number; dy: number }[] = []
  let left = 0
  for (const band of best) {
    for (let i = band.first; i <= band.last; i++) shift[i] = { dx: left - band.minX, dy: -(rows[band.first] as Row).y }
    left += band.width + COLUMN_GAP
  }
  const wrapped = new Map<string, Position>()
  for (const [id, { x, y }] of positions) {
    const { dx, dy } = shift[rowIndex.get(y) as number] as { dx: number; dy: number }
    wrapped.set(id, { x: x + dx, y: y + dy })
  }
  return wrapped
}
