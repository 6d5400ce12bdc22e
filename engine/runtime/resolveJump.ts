import type { Block } from '../model/block'
import type { Connection } from '../model/connection'
import { jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { parseNumber } from './parseAnswer'
import type { Routing, RoutingReason } from './Turn'

const RANGE = /^\s*([+-]?\d+(?:[.,]\d+)?)\s*-\s*([+-]?\d+(?:[.,]\d+)?)\s*$/

/**
 * The numbers a likert or number handle names: both ends of a range 'a-b' (the dash between them
 * is no minus sign: '0-10' is 0 and 10), one value 'v', nothing for any other handle.
 */
export function handleEnds(handle: string): number[] {
  const range = RANGE.exec(handle)
  if (range) return [parseNumber(range[1] as string) as number, parseNumber(range[2] as string) as number]
  const value = parseNumber(handle.trim())
  return value === null ? [] : [value]
}

/** A likert or number handle: a range 'a-b' (inclusive, either way round) or one value 'v'. */
export function handleMatches(handle: string, value: number): boolean {
  const ends = handleEnds(handle)
  if (ends.length === 2) return value >= Math.min(...ends) && value <= Math.max(...ends)
  return ends[0] === value
}

/**
 * The jump an answer selects by its value, before 'default' (docs/design/dialog-content.md). The first matching
 * jump in saved order wins when several match (overlapping likert ranges).
 */
export function matchJump(
  block: Block,
  value: string | number | string[],
  jumps: readonly Connection[],
): { connection: Connection; reason: RoutingReason } | null {
  const specific = jumps.filter((c) => c.handle !== 'default')
  const find = (test: (c: Connection) => boolean, reason: RoutingReason) => {
    const connection = specific.find(test)
    return connection ? { connection, reason } : null
  }
  switch (block.type) {
    case 'single_choice':
      return find((c) => c.handle === value, 'option')
    case 'multiple_choice': {
      for (const id of Array.isArray(value) ? value : []) {
        const hit = find((c) => c.handle === id, 'option')
        if (hit) return hit
      }
      return null
    }
    case 'likert':
      return value === 'na'
        ? find((c) => c.handle.trim() === 'na', 'likert')
        : find((c) => handleMatches(c.handle, Number(value)), 'likert')
    case 'number':
      return typeof value === 'number' ? find((c) => handleMatches(c.handle, value), 'range') : null
    default:
      return null
  }
}

export interface Jump {
  /** The next block, or null when the order ran out (the dialog ends). */
  target: string | null
  routing: Routing
}

/**
 * Where to go after a block: the preferred jump if it exists, else the 'default' jump, else the
 * next block by order. `fallback` relabels the last two (an intent block that stayed unsure).
 */
export function resolveJump(
  dialog: RuntimeDialog,
  block: Block,
  preferred: { handle: string; reason: RoutingReason; confidence: number | null } | null,
  fallback?: RoutingReason,
): Jump {
  const jumps = jumpsOf(dialog, block.unique_question_id)
  const confidence = preferred?.confidence ?? null
  const hit = preferred && jumps.find((c) => c.handle === preferred.handle)
  if (hit) return { target: hit.target, routing: { handle: hit.handle, confidence, reason: preferred.reason } }
  const byDefault = jumps.find((c) => c.handle === 'default')
  if (byDefault)
    return { target: byDefault.target, routing: { handle: 'default', confidence, reason: fallback ?? 'default' } }
  const next = dialog.blocks[(dialog.index.get(block.unique_question_id) ?? dialog.blocks.length) + 1]
  return {
    target: next?.unique_question_id ?? null,
    routing: { handle: 'order', confidence, reason: fallback ?? 'order' },
  }
}
