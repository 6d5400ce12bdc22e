import { Trigger } from '@engine/model'
import { answer, initialRuntimeState, simulatePath } from '@engine/runtime'
import { describe, expect, it } from 'vitest'
import { FLUCHT_SOLVED, aufDerFlucht, aufDerFluchtWalkthrough } from './aufDerFlucht'
import { runtimeGame, trainingRowsOf } from './gameContent'
import type { Game, WalkthroughStep } from './gameTypes'
import { classifierDeps, playWalkthrough } from './playGame'
import { seedGameList } from './seedGames'
import { TATORT_SOLVED, tatort, tatortWalkthrough } from './tatort'

const games: [string, Game, WalkthroughStep[], { dialog: string; question: string }][] = [
  ['Tatort', tatort, tatortWalkthrough, TATORT_SOLVED],
  ['Auf der Flucht', aufDerFlucht, aufDerFluchtWalkthrough, FLUCHT_SOLVED],
]

/** Generous: the games branch more than a typical dialog, and the test wants the true shortest way. */
const MAX_STATES = 50_000

describe.each(games)('the seed game %s', (_name, game, walkthrough, solved) => {
  const { dialogs, triggers } = runtimeGame(game)

  it('parses with the engine schemas, and every jump, trigger end and option handle exists', () => {
    expect(dialogs).toHaveLength(game.dialogs.length)
    for (const [i, row] of triggers.entries())
      Trigger.parse({ ...row, dialog_manager_id: game.multichatId, id: game.triggers[i]?.id })
    const blocks = new Map(game.dialogs.map((d) => [d.key, new Map(d.blocks.map((b) => [b.unique_question_id, b]))]))
    for (const d of game.dialogs) {
      const own = blocks.get(d.key) as Map<string, (typeof d.blocks)[number]>
      expect(new Set(d.blocks.map((b) => b.unique_question_id)).size, `${d.key}: duplicate block ids`).toBe(
        d.blocks.length,
      )
      expect(
        d.blocks.some((b) => b.is_end),
        `${d.key} has an ending`,
      ).toBe(true)
      expect(d.welcome_message && d.ending_message && d.avatar_name, `${d.key} texts`).toBeTruthy()
      for (const [source, handle, target] of d.jumps) {
        const block = own.get(source)
        expect(block, `${d.key}: jump from ${source}`).toBeDefined()
        expect(own.has(target), `${d.key}: jump to ${target}`).toBe(true)
        if (block?.options && handle !== 'default')
          expect(
            block.options.map((o) => o.id),
            `${d.key}.${source}`,
          ).toContain(handle)
      }
    }
    for (const t of game.triggers) {
      for (const end of [t.from, t.to])
        expect(blocks.get(end.dialog)?.has(end.question), `${t.id}: ${end.dialog}.${end.question}`).toBe(true)
    }
  })

  it('trains every intent jump of every open block with at least six examples, and only those, and labels its button', () => {
    for (const d of game.dialogs) {
      const rows = trainingRowsOf(d)
      for (const block of d.blocks.filter((b) => b.type === 'open')) {
        const intents = d.jumps.filter(([s, h]) => s === block.unique_question_id && h !== 'default').map(([, h]) => h)
        expect(
          d.jumps.some(([s, h]) => s === block.unique_question_id && h === 'default'),
          `${d.key}.${block.unique_question_id} has a default way`,
        ).toBe(true)
        expect(block.nachfrage?.trim(), `${d.key}.${block.unique_question_id} nachfrage`).toBeTruthy()
        for (const intent of intents) {
          expect(
            rows.filter((r) => r.uniqueQuestionId === block.unique_question_id && r.handle === intent).length,
            `${d.key}.${block.unique_question_id}:${intent}`,
          ).toBeGreaterThanOrEqual(6)
        }
        // docs/games.md "Asking back": an unsure question offers the likely ones, each in the player's words.
        expect(block.clarify_mode, `${d.key}.${block.unique_question_id} asks back with buttons`).toBe('buttons')
        for (const intent of intents)
          expect(
            block.intent_labels?.[intent]?.trim(),
            `${d.key}.${block.unique_question_id}:${intent} label`,
          ).toBeTruthy()
        const trained = new Set(
          rows.filter((r) => r.uniqueQuestionId === block.unique_question_id).map((r) => r.handle),
        )
        expect([...trained].sort()).toEqual([...intents].sort())
      }
    }
  })

  it('reaches every block, each ending included, on some way through the chats', () => {
    for (const d of game.dialogs) {
      for (const block of d.blocks) {
        const found = simulatePath({
          dialogs,
          triggers,
          target_unique_question_id: block.unique_question_id,
          now: 0,
          maxStates: MAX_STATES,
        })
        expect(found.ok, `${d.key}.${block.unique_question_id}: ${found.ok ? '' : found.reason}`).toBe(true)
      }
    }
  })

  it('the walkthrough, replayed with the trained classifier, reaches the solved ending with the fewest answers', () => {
    const played = playWalkthrough(game, walkthrough)
    for (const { step, turn } of played.steps) {
      expect(turn.finished_question_id, `${step.dialog}.${step.unique_question_id} answered "${step.answer}"`).toBe(
        step.unique_question_id,
      )
      if (turn.routing?.reason === 'intent') expect(turn.routing.confidence).toBeGreaterThanOrEqual(0.6)
      expect(turn.routing?.reason, `${step.unique_question_id} routed`).not.toBe('fallback')
    }
    expect(played.shown.get(solved.dialog)?.has(solved.question)).toBe(true)
    const lead = game.dialogs[0]?.key
    expect(solved.dialog).toBe(lead)
    expect(played.world.states[0]?.finished).toBe(true)
    const shortest = simulatePath({
      dialogs,
      triggers,
      target_unique_question_id: solved.question,
      now: 0,
      maxStates: MAX_STATES,
    })
    expect(shortest.ok && shortest.answers.length).toBe(walkthrough.length)
  })

  it('lists the walkthrough steps with the chat position and contact name the multichat shows', () => {
    for (const step of walkthrough) {
      expect(game.dialogs[step.order]?.key).toBe(step.dialog)
      expect(game.dialogs[step.order]?.avatar_name).toBe(step.contact)
    }
  })
})

describe('the seed games together', () => {
  it('use multichats 3 (/flow) and 4 (/aufderflucht) and trigger ids that are unique across both', () => {
    expect(seedGameList.map((g) => g.multichatId)).toEqual([3, 4])
    const ids = seedGameList.flatMap((g) => g.triggers.map((t) => t.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hold the accusation until the key clues are found, and release the helicopter by a 20 s timer', () => {
    const holds = tatort.triggers.filter((t) => t.kind === 'waitFor' && t.to.question === 'b_anklage')
    expect(holds.length).toBeGreaterThanOrEqual(2)
    expect(tatort.triggers.filter((t) => t.kind === 'waitFor' && t.startDialog)).toHaveLength(2)
    const timer = aufDerFlucht.triggers.find((t) => t.kind === 'waitAPI')
    expect(timer).toMatchObject({ release_after_seconds: 20, to: { dialog: 'kalle', question: 'k_los' } })
    expect(aufDerFlucht.triggers.filter((t) => t.kind === 'moveTo').length).toBeGreaterThanOrEqual(2)
  })

  it('an unsure question to the gardener gets the likely ones as buttons in the player\u2019s words; a tap asks it', () => {
    const { dialogs } = runtimeGame(tatort)
    const gaertner = dialogs.find((d) => d.survey.survey_id === 'gaertner')
    if (!gaertner) throw new Error('no gardener')
    const deps = classifierDeps(tatort, gaertner)
    const asked = answer(
      gaertner,
      { ...initialRuntimeState(), current: 'g_frage' },
      'Was können Sie mir über gestern sagen?',
      deps,
    )
    expect(asked.awaiting?.kind).toBe('clarify')
    expect(asked.messages.map((m) => m.context)).toEqual(['Hartung runzelt die Stirn. „Meinen Sie das?“'])
    expect(asked.awaiting?.options?.map((o) => o.label)).toEqual([
      'Wo waren Sie gestern Abend?',
      'Ist Ihnen etwas aufgefallen?',
      'Wie war Ihr Chef so?',
      'Etwas anderes',
    ])
    const tapped = answer(gaertner, asked.state, 'intent:beobachtung', deps)
    expect(tapped).toMatchObject({
      finished_question_id: 'g_frage',
      routing: { handle: 'beobachtung', reason: 'clarified' },
    })
    expect(tapped.state.visited).toContain('g_beobachtung')
  })

  it('an accusation of anyone else than the culprit ends the case unsolved, each with its own ending', () => {
    const accusation = tatort.dialogs[0]?.jumps.filter(([source]) => source === 'b_anklage') ?? []
    expect(new Set(accusation.map(([, , target]) => target)).size).toBe(4)
  })
})
