import type { Block } from '../model/block'
import type { Connection } from '../model/connection'
import { choiceBounds, likertScaleOf } from '../runtime/blockBounds'
import { jumpsOf, type RuntimeDialog } from '../runtime/createRuntimeDialog'
import { handleEnds, handleMatches, matchJump } from '../runtime/resolveJump'
import type { DeadReason } from './Problem'

export interface DeadJump {
  connection: Connection
  reason: DeadReason
  /** The earlier jump that takes this one's answers ('shadowed'). */
  by?: string
}

/** Where a block can lead, by the runtime's own rules (resolveJump, matchJump): what the checks walk. */
export interface BlockExits {
  /** Jumps some answer takes, in saved order. */
  live: readonly Connection[]
  dead: readonly DeadJump[]
  /** Some answer takes no jump of its own: the default jump, else the next block by order. */
  fallback: boolean
  /** Options, likert points or sample numbers without a jump of their own while others have one. */
  unrouted: readonly string[]
  /** The blocks an answer can lead to, each once; null: the order runs out (the dialog ends without an end block). Empty for an end block. */
  next: readonly (string | null)[]
}

/**
 * The exits of one block, with the matching the runtime uses: a choice by its options, a likert
 * block over its points, a number block over sample values (every range end and a value between
 * each two, so every stretch of the number line is tried), an open block by its intents (the
 * classifier can pick any, and can be unsure). Cost: O(values × jumps of the block).
 */
export function blockExits(dialog: RuntimeDialog, block: Block): BlockExits {
  const jumps = jumpsOf(dialog, block.unique_question_id)
  const specific = jumps.filter((c) => c.handle !== 'default')
  const byDefault = jumps.find((c) => c.handle === 'default')
  if (block.is_end) {
    return {
      live: [],
      dead: jumps.map((connection) => ({ connection, reason: 'end_block' })),
      fallback: false,
      unrouted: [],
      next: [],
    }
  }
  let live: Connection[] = []
  const dead: DeadJump[] = []
  let fallback = true
  let unrouted: string[] = []
  switch (block.type) {
    case 'open':
      live = specific
      break
    case 'message':
    case 'email':
    case 'qa':
      for (const connection of specific) dead.push({ connection, reason: 'type' })
      break
    case 'single_choice':
    case 'likert':
    case 'number': {
      const outcome = byValues(block, specific, valuesOf(block, specific))
      ;({ live, fallback, unrouted } = outcome)
      dead.push(...outcome.dead)
      break
    }
    case 'multiple_choice': {
      const outcome = multipleChoice(block, specific)
      ;({ live, fallback, unrouted } = outcome)
      dead.push(...outcome.dead)
    }
  }
  if (byDefault && !fallback) dead.push({ connection: byDefault, reason: 'covered' })
  const next = new Set<string | null>(live.map((c) => c.target))
  if (fallback) next.add(byDefault ? byDefault.target : orderNext(dialog, block))
  return { live, dead, fallback, unrouted: byDefault || live.length === 0 ? [] : unrouted, next: [...next] }
}

const orderNext = (dialog: RuntimeDialog, block: Block): string | null =>
  dialog.blocks[(dialog.index.get(block.unique_question_id) ?? dialog.blocks.length) + 1]?.unique_question_id ?? null

/** The answers a single choice, likert or number block can be given, one per stretch that can route differently. */
function valuesOf(block: Block, specific: readonly Connection[]): (string | number)[] {
  if (block.type === 'single_choice') return (block.options ?? []).map((o) => o.id)
  if (block.type === 'likert') {
    const points: (string | number)[] = Array.from({ length: likertScaleOf(block) }, (_, i) => i + 1)
    return block.likert_na ? [...points, 'na'] : points
  }
  const ends = specific.flatMap((c) => handleEnds(c.handle))
  const marks = [
    ...new Set([...ends, block.min, block.max].filter((n): n is number => n !== undefined && Number.isFinite(n))),
  ]
  marks.sort((a, b) => a - b)
  if (marks.length === 0) return [0]
  const values = [(marks[0] as number) - 1, ...marks, (marks[marks.length - 1] as number) + 1]
  for (let i = 1; i < marks.length; i++) values.push(((marks[i - 1] as number) + (marks[i] as number)) / 2)
  return values.filter(
    (n) => (block.min === undefined || n >= block.min) && (block.max === undefined || n <= block.max),
  )
}

/** Which jump each value takes (the first match in saved order), and which jumps only ever come second. */
function byValues(block: Block, specific: readonly Connection[], values: readonly (string | number)[]) {
  const taken = new Set<Connection>()
  const shadowedBy = new Map<Connection, string>()
  const unrouted: string[] = []
  const matches = (c: Connection, value: string | number) =>
    block.type === 'single_choice'
      ? c.handle === value
      : value === 'na'
        ? c.handle.trim() === 'na'
        : typeof value === 'number' && handleMatches(c.handle, value)
  for (const value of values) {
    const hit = matchJump(block, value, specific)?.connection
    if (!hit) {
      unrouted.push(String(value))
      continue
    }
    taken.add(hit)
    for (const c of specific) if (c !== hit && !shadowedBy.has(c) && matches(c, value)) shadowedBy.set(c, hit.handle)
  }
  const live = specific.filter((c) => taken.has(c))
  const dead: DeadJump[] = specific
    .filter((c) => !taken.has(c))
    .map((connection) => {
      const by = shadowedBy.get(connection)
      return by === undefined ? { connection, reason: 'no_value' } : { connection, reason: 'shadowed', by }
    })
  // A block with no values to offer (a single choice without options) takes any text: by default.
  return { live, dead, fallback: unrouted.length > 0 || values.length === 0, unrouted }
}

/**
 * The runtime takes the first selected option (in option order) that has a jump; an option's
 * jump fires when it can be chosen with only options that cannot win over it (as the simulated
 * respondent chooses, simulatedRespondent.ts).
 */
function multipleChoice(block: Block, specific: readonly Connection[]) {
  const options = (block.options ?? []).map((o) => o.id)
  const jumpOf = new Map<string, Connection>()
  for (const c of specific) if (!jumpOf.has(c.handle)) jumpOf.set(c.handle, c)
  const { min, max } = choiceBounds(block)
  const plain = options.filter((id) => !jumpOf.has(id))
  const live: Connection[] = []
  const dead: DeadJump[] = []
  let firstJumping: string | undefined
  options.forEach((id, i) => {
    const connection = jumpOf.get(id)
    if (!connection) return
    const fillers = options.filter((other, j) => other !== id && (!jumpOf.has(other) || j > i)).length
    if (max >= 1 && fillers >= min - 1) live.push(connection)
    else dead.push({ connection, reason: 'shadowed', by: firstJumping ?? id })
    firstJumping ??= id
  })
  const known = new Set(options)
  for (const c of specific) if (!known.has(c.handle)) dead.push({ connection: c, reason: 'no_value' })
  return { live, dead, fallback: options.length === 0 || plain.length >= min, unrouted: plain }
}
