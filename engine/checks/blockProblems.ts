import { MIN_EXAMPLES } from '../api/training'
import type { Block } from '../model/block'
import { intentHandles } from '../runtime/createRuntimeDialog'
import { splitBubbles } from '../runtime/splitBubbles'
import type { BlockExits } from './blockExits'
import type { Problem, TextField } from './Problem'

/** A bubble longer than this is hard to read in a chat (docs/engine.md "Checks"). */
export const MAX_BUBBLE_CHARS = 600
/** A button label longer than this wraps into a paragraph on a phone. */
export const MAX_OPTION_CHARS = 80
/** Below this share of an intent's held-out examples going elsewhere, misrouting is a Hinweis, from it a Warnung. */
export const MISROUTED_WARNING_SHARE = 0.2

/** Cross-validation of one block's examples (GET …/training/{block}/quality, or crossValidate): rows are held-out examples of handles[i]. */
export interface QualityInput {
  handles: readonly string[]
  confusion: readonly (readonly number[])[]
}

export interface ExamplesInput {
  /** Examples per intent handle of the block, as stored. */
  counts?: Readonly<Record<string, number>>
  quality?: QualityInput
}

type Draft<P> = P extends Problem ? Omit<P, 'id' | 'survey_id' | 'block'> : never

/**
 * The problems one block has on its own: jumps that never fire, options without a jump, texts,
 * the nachfrage, its intents' examples. Linear in the block's texts, options and jumps.
 */
export function blockProblems(
  surveyId: string,
  block: Block,
  exits: BlockExits,
  intents: readonly string[],
  examples: ExamplesInput | undefined,
): Problem[] {
  const id = block.unique_question_id
  const out: Problem[] = []
  const add = (key: string, p: Draft<Problem>) =>
    out.push({
      ...p,
      id: `${p.kind}:${surveyId}:${id}${key ? `:${key}` : ''}`,
      survey_id: surveyId,
      block: id,
    } as Problem)

  for (const { connection, reason, by } of exits.dead) {
    const severity = reason === 'covered' ? 'hint' : 'warning'
    const draft = {
      kind: 'jump_never_fires',
      severity,
      handle: connection.handle,
      target: connection.target,
      reason,
    } as const
    add(connection.handle, by === undefined ? draft : { ...draft, by })
  }
  if (exits.unrouted.length > 0) {
    add('', {
      kind: 'option_without_jump',
      severity: block.type === 'number' ? 'hint' : 'warning',
      values: exits.unrouted,
    })
  }
  texts(block, (field, key, text) => {
    const option = field === 'option' ? { option: key } : {}
    if (field === 'context' || field === 'option') {
      if (field === 'context' ? splitBubbles(text, 1).length === 0 : !text.trim()) {
        add(`${field}${key ? `:${key}` : ''}`, {
          kind: 'empty_text',
          severity: field === 'context' ? 'error' : 'warning',
          field,
          ...option,
        })
        return
      }
    }
    const max = field === 'option' ? MAX_OPTION_CHARS : MAX_BUBBLE_CHARS
    const length = field === 'option' ? text.trim().length : longestBubble(text)
    if (length > max)
      add(`${field}${key ? `:${key}` : ''}`, { kind: 'long_text', severity: 'hint', field, length, max, ...option })
  })
  if (block.type === 'open' && !block.nachfrage.trim()) {
    const mode = block.clarify_mode ?? 'nachfrage'
    if (intents.length > 0 && mode !== 'route')
      add('', { kind: 'nachfrage_missing', severity: mode === 'nachfrage' ? 'warning' : 'hint', mode })
    else if (intents.length === 0 && (block.min_words ?? 0) > 0)
      add('', { kind: 'nachfrage_missing', severity: 'hint', mode: 'min_words' })
  }
  if (block.type === 'open') exampleProblems(intents, block, examples, add)
  return out
}

function texts(block: Block, visit: (field: TextField, key: string, text: string) => void): void {
  visit('context', '', block.context)
  if (block.nachfrage.trim()) visit('nachfrage', '', block.nachfrage)
  if (block.acknowledgement.trim()) visit('acknowledgement', '', block.acknowledgement)
  if (block.type === 'single_choice' || block.type === 'multiple_choice')
    for (const option of block.options ?? []) visit('option', option.id, option.label)
}

const longestBubble = (text: string): number => splitBubbles(text, 1).reduce((n, b) => Math.max(n, b.text.length), 0)

function exampleProblems(
  intents: readonly string[],
  block: Block,
  examples: ExamplesInput | undefined,
  add: (key: string, p: Draft<Problem>) => void,
): void {
  const own = new Set(intents)
  const strays = new Set<string>()
  for (const handle of Object.keys(block.intent_labels ?? {})) if (!own.has(handle)) strays.add(handle)
  const counts = examples?.counts
  if (counts) {
    for (const handle of intents) {
      const n = counts[handle] ?? 0
      if (n < MIN_EXAMPLES)
        add(handle, { kind: 'few_examples', severity: 'warning', handle, examples: n, min: MIN_EXAMPLES })
    }
    for (const [handle, n] of Object.entries(counts)) if (n > 0 && !own.has(handle)) strays.add(handle)
  }
  for (const handle of strays) add(handle, { kind: 'intent_without_jump', severity: 'hint', handle })
  const quality = examples?.quality
  if (!quality) return
  quality.handles.forEach((handle, i) => {
    const row = quality.confusion[i] ?? []
    if (!own.has(handle)) return
    let total = 0
    let to = -1
    row.forEach((n, j) => {
      total += n
      if (j !== i && n > 0 && (to < 0 || n > (row[to] as number))) to = j
    })
    const misrouted = total - (row[i] ?? 0)
    if (misrouted <= 0 || to < 0) return
    add(handle, {
      kind: 'examples_misrouted',
      severity: misrouted / total >= MISROUTED_WARNING_SHARE ? 'warning' : 'hint',
      handle,
      misrouted,
      examples: total,
      to: quality.handles[to] as string,
    })
  })
}

/** The intents of an open block: its jumps' handles but 'default' (the runtime's intentHandles). */
export const intentsOf = (block: Block, jumps: BlockExits): string[] =>
  block.type === 'open' ? intentHandles(jumps.live) : []
