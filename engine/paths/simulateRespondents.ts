import { type Block, BlockType } from '../model/block'
import { classify } from '../nlu/classify'
import { type IntentModel, trainClassifier } from '../nlu/trainClassifier'
import { CLARIFY_OTHER, clarifyOptionId } from '../runtime/clarify'
import { blockOf, intentHandles, jumpsOf, type RuntimeDialog } from '../runtime/createRuntimeDialog'
import { answer } from '../runtime/answer'
import {
  isBlocked,
  startWorld,
  step,
  triggerRules,
  type TriggerInput,
  type World,
  type WorldEvent,
} from '../runtime/multichatWorld'
import { resolveJump } from '../runtime/resolveJump'
import { candidateInputs } from '../runtime/simulatedRespondent'
import type { Classification, RuntimeDeps } from '../runtime/Turn'
import { jumpKey, type PathPicture, pathPictureBuilder } from './pathPicture'
import { seededRandom } from './seededRandom'

/** Example answers per open block id and intent handle (the Trainieren examples). */
export type SimulationExamples = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>

export interface SimulateRespondentsInput {
  /** The dialog, or the dialogs of a multichat, lead first. */
  dialogs: readonly RuntimeDialog[]
  /** The multichat's triggers (waitAPI holds count as released, as in simulatePath). */
  triggers?: readonly TriggerInput[]
  /** Example answers of the open blocks' intents; an intent without examples answers with its label. */
  examples?: SimulationExamples
  /** How many respondents (default 1,000). */
  respondents?: number
  /** The same seed gives the same picture (default 1). */
  seed?: number
  /** Share of answers that are nonsense (default 0.1): wrong input for a choice, gibberish for an open block. */
  nonsenseShare?: number
  /** Answers one respondent gives at most (default: 4 per block of all dialogs, plus 20); then it stops. */
  maxAnswers?: number
  /** Called every `progressEvery` respondents and at the end with how many are done. */
  onProgress?: (done: number, total: number) => void
  progressEvery?: number
}

export interface BlockRef {
  survey_id: string
  block: string
}

export interface JumpRef {
  survey_id: string
  source: string
  handle: string
  target: string
}

/**
 * What a picture of respondents never saw: blocks nobody was shown, and jumps nobody took from a
 * block somebody reached, in dialog, block and saved order. One reading for simulated and real
 * respondents (the configurator draws both). Linear in blocks and jumps.
 */
export function unvisited(
  dialogs: readonly RuntimeDialog[],
  picture: PathPicture,
): { neverReached: BlockRef[]; neverTaken: JumpRef[] } {
  const neverReached: BlockRef[] = []
  const neverTaken: JumpRef[] = []
  for (const dialog of dialogs) {
    const survey_id = dialog.survey.survey_id
    for (const block of dialog.blocks) {
      const id = block.unique_question_id
      if (!picture.reached[id]) {
        neverReached.push({ survey_id, block: id })
        continue
      }
      for (const c of jumpsOf(dialog, id))
        if (!picture.jumps[jumpKey(id, c.handle)])
          neverTaken.push({ survey_id, source: id, handle: c.handle, target: c.target })
    }
  }
  return { neverReached, neverTaken }
}

export interface SimulationResult {
  picture: PathPicture
  /** Blocks no respondent was shown, in dialog and block order. */
  neverReached: BlockRef[]
  /** Jumps no respondent took although some reached their block, in dialog and saved order. */
  neverTaken: JumpRef[]
  /** Respondents stopped by `maxAnswers` (a loop they did not leave). The others who did not finish waited at a trigger that never released. */
  outOfAnswers: number
}

export const DEFAULT_RESPONDENTS = 1000
export const DEFAULT_NONSENSE_SHARE = 0.1

/** What a respondent types when not answering the question. */
const NONSENSE = ['asdf', '???', 'hä', 'xyz 123', 'keine Ahnung lol', '...']

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)] as T

/**
 * The engine's own classifier per open block, trained as the server trains it (each intent's label
 * plus its examples), and its answers memoised: respondents draw from a fixed pool of answers,
 * so each distinct answer is classified once.
 */
function classifierDeps(dialog: RuntimeDialog, examples: SimulationExamples): RuntimeDeps {
  const models = new Map<string, IntentModel>()
  const known = new Map<string, Classification[]>()
  return {
    classify(block: Block, texts: string[]): Classification[] {
      const id = block.unique_question_id
      const key = `${id}\u0000${texts.join('\u0001')}`
      const hit = known.get(key)
      if (hit) return hit
      let model = models.get(id)
      if (!model) {
        const own = examples[id] ?? {}
        const byIntent = Object.fromEntries(intentHandles(jumpsOf(dialog, id)).map((h) => [h, [h, ...(own[h] ?? [])]]))
        model = trainClassifier(byIntent)
        models.set(id, model)
      }
      const ranked = classify(model, texts)
      known.set(key, ranked)
      return ranked
    },
  }
}

/**
 * docs/engine.md "Simulated respondents": `respondents` simulated respondents go through the dialog
 * (or the whole multichat) in the engine's own runtime, offline: startConversation, answer and
 * the multichat world's triggers, with the engine's classifier trained on each open block's
 * examples. Each answer is drawn from the block's options (candidateInputs: one per way out),
 * generated numbers and emails, an open block's intent examples (or own words the classifier
 * is unsure about), and a share of nonsense. At a clarifying question the respondent taps the
 * intent meant if offered, else "Etwas anderes"; at a nachfrage it answers once more. In a
 * multichat each answer goes to a chat drawn from the open ones. A respondent ends when the
 * (lead) dialog ends, when no chat can be answered, or after `maxAnswers`.
 *
 * Pure and deterministic for a seed; cost O(respondents × answers per respondent) plus one
 * training per open block reached. Returns the PathPicture and what was never reached or taken.
 */
export function simulateRespondents(input: SimulateRespondentsInput): SimulationResult {
  const {
    dialogs,
    triggers = [],
    examples = {},
    respondents = DEFAULT_RESPONDENTS,
    seed = 1,
    nonsenseShare = DEFAULT_NONSENSE_SHARE,
    onProgress,
  } = input
  const blockCount = dialogs.reduce((sum, d) => sum + d.blocks.length, 0)
  const maxAnswers = input.maxAnswers ?? 4 * blockCount + 20
  const progressEvery = Math.max(1, input.progressEvery ?? 100)
  const rules = triggerRules(dialogs, triggers)
  const deps = dialogs.map((d) => classifierDeps(d, examples))
  const candidates = new Map<string, string[]>()
  const candidatesAt = (dialog: RuntimeDialog, block: Block): string[] => {
    let known = candidates.get(block.unique_question_id)
    if (!known) {
      known = candidateInputs(dialog, block).map((c) => c.input)
      candidates.set(block.unique_question_id, known)
    }
    return known
  }
  const start = startWorld(dialogs, rules)
  const next = seededRandom(seed)
  const builder = pathPictureBuilder()
  let outOfAnswers = 0

  for (let r = 0; r < respondents; r++) {
    const seen = new Set<string>()
    // Per dialog, in the order first shown: a multichat's paths compare by the way through each
    // dialog, not by how the respondent interleaved the chats.
    const shown: string[][] = dialogs.map(() => [])
    const jumps: { source: string; handle: string }[] = []
    const visitedLength = dialogs.map(() => 0)
    const record = (events: readonly WorldEvent[]) => {
      for (const e of events) {
        const dialog = dialogs[e.dialog] as RuntimeDialog
        const visited = e.turn.state.visited
        for (let i = visitedLength[e.dialog] as number; i < visited.length; i++) {
          const id = visited[i] as string
          if (!seen.has(id)) {
            seen.add(id)
            shown[e.dialog]?.push(id)
          }
        }
        visitedLength[e.dialog] = visited.length
        takenJumps(dialog, e.turn, jumps)
      }
    }
    record(start.events)
    let world: World = start.world
    /** Per open block, the intent this respondent means there (null: own words or nonsense). */
    const meant = new Map<string, string | null>()
    let answers = 0
    let finished = false
    for (;;) {
      if (world.states[0]?.finished) {
        finished = true
        break
      }
      const open: number[] = []
      world.states.forEach((s, d) => {
        if (s && !s.finished && s.current !== null && !isBlocked(rules, world.released, d, s)) open.push(d)
      })
      if (open.length === 0) break
      if (answers >= maxAnswers) {
        outOfAnswers++
        break
      }
      answers++
      const d = open.length === 1 ? (open[0] as number) : pick(open, next())
      const dialog = dialogs[d] as RuntimeDialog
      const state = world.states[d]!
      const block = blockOf(dialog, state.current)
      let text = ''
      if (!block) {
        // A state at a deleted block: the runtime ends the dialog on any answer.
      } else if (state.phase === 'clarify') {
        const wanted = meant.get(block.unique_question_id) ?? null
        const offered = (state.offered ?? []).some((o) => o.handle === wanted)
        text = wanted !== null && offered ? clarifyOptionId(wanted) : CLARIFY_OTHER
      } else if (next() < nonsenseShare) {
        text = pick(NONSENSE, next())
        meant.set(block.unique_question_id, null)
      } else if (block.type === 'open') {
        const intents = intentHandles(jumpsOf(dialog, block.unique_question_id))
        const intent =
          state.phase === 'nachfrage' && meant.has(block.unique_question_id)
            ? (meant.get(block.unique_question_id) ?? null)
            : pick([...intents, null], next())
        meant.set(block.unique_question_id, intent)
        const own = intent === null ? [] : (examples[block.unique_question_id]?.[intent] ?? [])
        text =
          intent === null ? (candidatesAt(dialog, block).at(-1) ?? '') : own.length > 0 ? pick(own, next()) : intent
      } else {
        const offered = candidatesAt(dialog, block)
        if (offered.length > 0) text = pick(offered, next())
      }
      const turn = answer(dialog, state, text, deps[d])
      const result = step(dialogs, rules, world, { dialog: d, turn })
      record(result.events)
      world = result.world
    }
    builder.add({ blocks: shown.length === 1 ? (shown[0] as string[]) : shown.flat(), jumps, finished })
    if (onProgress && ((r + 1) % progressEvery === 0 || r + 1 === respondents)) onProgress(r + 1, respondents)
  }

  const picture = builder.picture()
  const { neverReached, neverTaken } = unvisited(dialogs, picture)
  return { picture, neverReached, neverTaken, outOfAnswers }
}

/** A shown message of a block type is a block's (the welcome and ending messages are not). */
const BLOCK_MESSAGE_TYPES = new Set<string>(BlockType.options)

/**
 * The jumps a turn took: the answered block's (its routing), then each message block it showed
 * and moved on from to another block (a message block always goes its one way: resolveJump
 * without an answer). O(messages of the turn).
 */
function takenJumps(dialog: RuntimeDialog, turn: WorldEvent['turn'], into: { source: string; handle: string }[]): void {
  if (turn.finished_question_id !== null && turn.routing)
    into.push({ source: turn.finished_question_id, handle: turn.routing.handle })
  const shown = turn.messages
  let last = shown.length - 1
  while (last >= 0 && !(shown[last]?.unique_question_id && BLOCK_MESSAGE_TYPES.has(shown[last]?.type as string))) last--
  for (let i = 0; i < last; i++) {
    const m = shown[i] as (typeof shown)[number]
    if (m.type !== 'message' || m.unique_question_id === null) continue
    const block = blockOf(dialog, m.unique_question_id)
    if (block && !block.is_end)
      into.push({ source: block.unique_question_id, handle: resolveJump(dialog, block, null).routing.handle })
  }
}
