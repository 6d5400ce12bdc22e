import { classify, type IntentModel, trainClassifier } from '@engine/nlu'
import {
  answer,
  blockOf,
  intentHandles,
  jumpsOf,
  type RuntimeDialog,
  type World,
  type WorldEvent,
  isBlocked,
  startWorld,
  step,
  triggerRules,
  type RuntimeDeps,
  type Turn,
} from '@engine/runtime'
import { examplesByIntent } from '../../services/nlu/intentModels'
import { runtimeGame, trainingRowsOf } from './gameContent'
import type { Game, WalkthroughStep } from './gameTypes'

/**
 * Plays a game the way the server would: the engine's multichat world (startWorld/step) and,
 * for open blocks, a classifier trained on the seeded examples exactly as the server trains it
 * (examplesByIntent adds each intent's label). For the tests and for anyone checking a change
 * to the content; waitAPI holds are not modelled (the engine leaves them to the server).
 */
export function classifierDeps(game: Game, dialog: RuntimeDialog): RuntimeDeps {
  const content = game.dialogs.find((d) => d.key === dialog.survey.survey_id)
  const rows = content ? trainingRowsOf(content) : []
  const models = new Map<string, IntentModel>()
  const modelFor = (blockId: string): IntentModel => {
    const cached = models.get(blockId)
    if (cached) return cached
    const intents = intentHandles(jumpsOf(dialog, blockId))
    const model = trainClassifier(
      examplesByIntent(
        rows.filter((r) => r.uniqueQuestionId === blockId),
        intents,
      ),
    )
    models.set(blockId, model)
    return model
  }
  return { classify: (block, texts) => classify(modelFor(block.unique_question_id), texts) }
}

export interface PlayedStep {
  step: WalkthroughStep
  turn: Turn
  /** Everything the answer caused, in every chat (triggers included). */
  events: WorldEvent[]
}

export interface Playthrough {
  world: World
  steps: PlayedStep[]
  /** Ids of every block shown so far, per dialog key. */
  shown: Map<string, Set<string>>
}

/** Replays `steps`; throws when a step's question is not the one its chat awaits, or is held back. */
export function playWalkthrough(game: Game, steps: readonly WalkthroughStep[]): Playthrough {
  const { dialogs, triggers } = runtimeGame(game)
  const rules = triggerRules(dialogs, triggers)
  const deps = dialogs.map((d) => classifierDeps(game, d))
  const shown = new Map(dialogs.map((d) => [d.survey.survey_id, new Set<string>()]))
  const record = (events: WorldEvent[]) => {
    for (const e of events) {
      const key = (dialogs[e.dialog] as RuntimeDialog).survey.survey_id
      for (const m of e.turn.messages) if (m.unique_question_id !== null) shown.get(key)?.add(m.unique_question_id)
    }
  }
  const start = startWorld(dialogs, rules)
  record(start.events)
  let world = start.world
  const played: PlayedStep[] = []
  for (const s of steps) {
    const index = dialogs.findIndex((d) => d.survey.survey_id === s.dialog)
    const dialog = dialogs[index]
    const state = world.states[index]
    if (!dialog || !state) throw new Error(`${s.dialog} has not started before ${s.unique_question_id}`)
    if (state.current !== s.unique_question_id)
      throw new Error(`${s.dialog} awaits ${state.current}, not ${s.unique_question_id}`)
    if (isBlocked(rules, world.released, index, state))
      throw new Error(`${s.dialog}.${s.unique_question_id} is still held back by a trigger`)
    if (!blockOf(dialog, state.current)) throw new Error(`${s.unique_question_id} does not exist`)
    const turn = answer(dialog, state, s.answer, deps[index])
    const result = step(dialogs, rules, world, { dialog: index, turn })
    record(result.events)
    world = result.world
    played.push({ step: s, turn, events: result.events })
  }
  return { world, steps: played, shown }
}
