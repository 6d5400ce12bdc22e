import type { Block } from '../model/block'
import type { Connection } from '../model/connection'
import { awaitingFor } from './awaitingFor'
import { intentHandles, jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { choiceBounds } from './blockBounds'
import { parseNumber } from './parseAnswer'
import { matchJump } from './resolveJump'
import { runtimeDefaults } from './runtimeTexts'
import type { Classification, RuntimeDeps } from './Turn'

/** One answer the simulated respondent may give: what it sends and what its chat bubble shows. */
export interface CandidateInput {
  input: string
  display: string
}

/**
 * The simulated respondent's classifier: an answer that is an intent handle's label is that
 * intent with certainty, anything else is unsure. So "answer with the label" follows exactly
 * that jump, and the generic answer takes the way of an unclear answer (nachfrage, then default).
 */
export function simulationDeps(dialog: RuntimeDialog): RuntimeDeps {
  return {
    classify: (block: Block, texts: string[]): Classification[] => {
      const said = texts[texts.length - 1]?.trim()
      const handle = intentHandles(jumpsOf(dialog, block.unique_question_id)).find((h) => h.trim() === said)
      return handle === undefined ? [] : [{ handle, confidence: 1 }]
    },
  }
}

const EXAMPLE = 'Das ist eine ausführliche Beispielantwort für den Test'.split(' ')

/** A clear, long enough free-text answer: at least min_words words, within the input limit. */
function exampleText(block: Block): string {
  const needed = Math.max(block.min_words ?? runtimeDefaults.minWords, EXAMPLE.length)
  const words = Array.from({ length: needed }, (_, i) => EXAMPLE[i % EXAMPLE.length] as string)
  let text = words.join(' ')
  while (text.length > runtimeDefaults.maxInputLength) text = text.slice(0, text.lastIndexOf(' '))
  return text
}

/** One value per distinct jump the values select (the first wins), plus one for "no jump". */
function onePerJump<T extends string | number>(block: Block, jumps: readonly Connection[], values: T[]): T[] {
  const seen = new Set<string>()
  return values.filter((value) => {
    const hit = matchJump(block, value, jumps)
    const key = hit ? `${hit.connection.handle}>${hit.connection.target}` : ''
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Values that land in each range handle ('18-99', '5') and a plain 42, within min/max. */
function numberCandidates(block: Block, jumps: readonly Connection[]): number[] {
  const ends = jumps.flatMap((c) => (c.handle.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => parseNumber(n) as number))
  const probes = [42, ...ends, ...ends.map((n) => -n), block.min, block.max, 0, 1]
  const fits = (n: number | undefined): n is number =>
    n !== undefined &&
    Number.isFinite(n) &&
    (block.min === undefined || n >= block.min) &&
    (block.max === undefined || n <= block.max)
  return onePerJump(block, jumps, [...new Set(probes.filter(fits))])
}

/**
 * The fewest selections that reach every jump of a multiple choice: the runtime takes the first
 * selected option (in option order) that has a jump, so each selection holds one jump option,
 * padded to `min` with options that cannot win over it. Plus one selection without any jump.
 */
function multipleCandidates(block: Block, jumps: readonly Connection[]): string[][] {
  const options = (block.options ?? []).map((o) => o.id)
  const jumping = new Set(jumps.map((c) => c.handle))
  const { min, max } = choiceBounds(block)
  const selections: string[][] = []
  options.forEach((id, i) => {
    if (!jumping.has(id) || max < 1) return
    const fillers = options
      .filter((other, j) => other !== id && (!jumping.has(other) || j > i))
      .slice(0, Math.max(min - 1, 0))
    if (fillers.length >= min - 1) selections.push(options.filter((o) => o === id || fillers.includes(o)))
  })
  const plain = options.filter((id) => !jumping.has(id)).slice(0, min)
  if (plain.length === min) selections.push(plain)
  return selections
}

/**
 * What the simulated respondent tries at a block (docs/design/multichat.md): enough answers to take every
 * way out of the block, and no more, so the search stays small.
 */
export function candidateInputs(dialog: RuntimeDialog, block: Block): CandidateInput[] {
  const jumps = jumpsOf(dialog, block.unique_question_id)
  const labels = new Map((awaitingFor(block)?.options ?? []).map((o) => [o.id, o.label]))
  const same = (input: string): CandidateInput => ({ input, display: input })
  const option = (id: string): CandidateInput => ({ input: id, display: labels.get(id) ?? id })
  const hasOptions = labels.size > 0
  switch (block.type) {
    case 'message':
      return []
    case 'open': {
      const intents = intentHandles(jumps).filter((h) => h.trim() && h.trim().length <= runtimeDefaults.maxInputLength)
      return [...intents.map(same), same(exampleText(block))]
    }
    case 'likert':
      return onePerJump(block, jumps, [...labels.keys()]).map(option)
    case 'single_choice':
      return hasOptions ? [...labels.keys()].map(option) : [same('Antwort')]
    case 'multiple_choice':
      if (!hasOptions) return [same('Antwort')]
      return multipleCandidates(block, jumps).map((ids) => ({
        input: JSON.stringify(ids),
        display: ids.map((id) => labels.get(id) ?? id).join(', '),
      }))
    case 'number':
      return numberCandidates(block, jumps).map((n) => same(String(n)))
    case 'email':
      return [same('test@example.org')]
    case 'qa':
      // Questions only delay the way on; the exit phrase leaves at once.
      return [same(block.qa_exit_phrase?.trim() || runtimeDefaults.qaExitPhrase)]
  }
}
