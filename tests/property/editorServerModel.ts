import { type BlockField, fieldValue } from '@engine/changes'
import { type EditorState, type HistoryEntry, type Survey, type TransportCall, connectionKey } from '@engine/index'
import fc from 'fast-check'
import { type Op, dialogOpArb, typingOpArb } from '@engine/testing'

// The vocabulary of tests/property/editorServer.model.test.ts: what a scenario is made of, the
// faults a call can meet, and how the laws read values (tokens, history entries' targets).

/**
 * What happens to one call. ok: forwarded. r400/r403/r500: refused without reaching the app (its
 * transaction is atomic, so that is exactly a refusal). lost: forwarded, then the answer is lost
 * (POST /changes only). colleague: a colleague saves a change first, so mine meets 409 stale_version.
 */
export type Fault = 'ok' | 'r400' | 'r403' | 'r500' | 'lost' | 'colleague'

export type Action =
  /** One edit; an edit that writes a text writes a fresh token (`T#17`), with U+0000 when `nul`. */
  | { kind: 'op'; op: Op; nul: boolean }
  /** k edits of one text 100 ms apart (one undo step); the `nulAt`-th contains U+0000. */
  | { kind: 'typing'; op: Op; k: number; nulAt: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'refresh' }
  /** The scheduler releases one waiting call start or answer. */
  | { kind: 'step' }
  /** Everything settles, then laws 1, 2, 6, 7 (keys) and 8 are checked. */
  | { kind: 'settle' }
  /** Law 5: undo(); redo() with nothing in between. */
  | { kind: 'undoRedo' }

export interface Scenario {
  actions: Action[]
  /** dispose() as the last action (law 9) instead of the final checks. */
  dispose: boolean
  /** Drawn per call, in turn. */
  faults: Fault[]
  /** What the colleague does on a `colleague` fault, in turn. */
  colleagueOps: Op[]
}

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('op' as const),
      op: dialogOpArb,
      nul: fc.nat({ max: 9 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('typing' as const),
      op: typingOpArb,
      k: fc.integer({ min: 2, max: 5 }),
      nulAt: fc.nat({ max: 15 }),
    }),
  },
  { weight: 4, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'refresh' as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'step' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undoRedo' as const }) },
)

export const faultArb = (withColleague: boolean): fc.Arbitrary<Fault> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant('ok' as const) },
    { weight: 1, arbitrary: fc.constantFrom('r400' as const, 'r403' as const, 'r500' as const) },
    { weight: 1, arbitrary: fc.constant('lost' as const) },
    { weight: withColleague ? 1 : 0, arbitrary: fc.constant('colleague' as const) },
  )

export const scenarioArb = (withColleague: boolean): fc.Arbitrary<Scenario> =>
  fc.record({
    actions: fc.array(actionArb, { minLength: 1, maxLength: 16 }),
    dispose: fc.nat({ max: 5 }).map((n) => n === 0),
    faults: fc.array(faultArb(withColleague), { minLength: 1, maxLength: 24 }),
    colleagueOps: withColleague ? fc.array(dialogOpArb, { minLength: 1, maxLength: 6 }) : fc.constant([]),
  })

/** Tokens of mine (`T#n`) and of the colleague (`K#n`) anywhere in a value. */
export function tokensIn(value: unknown, prefix = '[TK]'): Set<string> {
  const json = JSON.stringify(value) ?? ''
  return new Set(json.match(new RegExp(`${prefix}#\\d+`, 'g')) ?? [])
}

export const NINE_KEYS = [
  'change',
  'key',
  'new_value',
  'old_value',
  'subtitle',
  'time',
  'title',
  'type',
  'unique_question_id',
].sort()

/**
 * What law 7 compares for a history entry: the value its target holds in `state`, and `value`
 * (the entry's old or new value), in one shape. The target of an end-block step is the flags of
 * the blocks it marks or unmarks (others' marks are not its target). With `reordered` (someone
 * else created, deleted or moved blocks since), block places shown as indices are left out: an
 * undo or redo puts a block back among its neighbours, and the entry shows the index it had then.
 * Undefined: nothing left to compare.
 */
export function targetAndValue(
  state: EditorState,
  entry: HistoryEntry,
  value: unknown,
  reordered: boolean,
): { held: unknown; wanted: unknown } | undefined {
  const id = entry.unique_question_id
  const key = entry.key
  const withoutOrder = (v: unknown) => (reordered && v !== null && typeof v === 'object' ? { ...v, order: 0 } : v)
  switch (entry.type) {
    case 'blocks': {
      if (entry.change === 'create' || entry.change === 'delete')
        return { held: withoutOrder((id && state.blocks.get(id)) ?? null), wanted: withoutOrder(value) }
      if (entry.change === 'order')
        return reordered || !id ? undefined : { held: state.blocks.indexOf(id), wanted: value }
      if (key === 'positions') {
        const named = Object.keys({ ...(entry.old_value as object), ...(entry.new_value as object) })
        return {
          held: Object.fromEntries(named.map((b) => [b, state.blocks.get(b)?.position ?? null])),
          wanted: value,
        }
      }
      const block = id ? state.blocks.get(id) : undefined
      return { held: block && key ? fieldValue(block, key as BlockField['key']) : null, wanted: value }
    }
    case 'settings': {
      if (key === 'survey_list_isEnd') {
        const [before, after] = [entry.old_value, entry.new_value] as string[][]
        const named = [...(before ?? []), ...(after ?? [])].filter(
          (b) => (before ?? []).includes(b) !== (after ?? []).includes(b) && state.blocks.has(b),
        )
        return {
          held: Object.fromEntries(named.map((b) => [b, state.blocks.get(b)?.is_end])),
          wanted: Object.fromEntries(named.map((b) => [b, (value as string[]).includes(b)])),
        }
      }
      return { held: key ? (state.survey[key as keyof Survey] ?? null) : null, wanted: value }
    }
    case 'gpt_exit_conditions':
      return { held: state.exitConditions.find((c) => c.id === key) ?? null, wanted: value }
    case 'structure':
      return { held: state.connections.find((c) => connectionKey(c) === key) ?? null, wanted: value }
    default:
      return undefined
  }
}

/** Values as JSON compares them: the server's answer and the editor's state differ only in absent vs undefined. */
export const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

export const isChangeCall = (call: TransportCall) => call.method === 'POST' && call.path.endsWith('/changes')

export function labelOf(call: TransportCall): string {
  const path = call.path.replace(/^\/api\/surveys\/[^/]+\//, '')
  const change = isChangeCall(call) ? (call.body as { change?: { kind?: string } }).change : undefined
  return `${call.method} ${path}${change?.kind ? ` ${change.kind}` : ''}`
}

export interface Stats {
  runs: number
  calls: Record<Fault, number>
  refusedTokens: number
  nulRefused: number
  colleagueLanded: number
  skipped: number
  law3: number
  /** Changes the engine reported as not saved though the server had saved them (see `gaveUp`). */
  gaveUp: number
  law4: number
  law5: number
  law7: number
  law9: number
}

export const newStats = (): Stats => ({
  runs: 0,
  calls: { ok: 0, r400: 0, r403: 0, r500: 0, lost: 0, colleague: 0 },
  refusedTokens: 0,
  nulRefused: 0,
  colleagueLanded: 0,
  skipped: 0,
  law3: 0,
  gaveUp: 0,
  law4: 0,
  law5: 0,
  law7: 0,
  law9: 0,
})
