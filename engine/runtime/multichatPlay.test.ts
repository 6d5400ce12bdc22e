import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { type GameState, type GameTrigger, type MultichatGame, chatStatus, createMultichatGame } from './multichatGame'
import { type GameTurn, answerGame, releaseHolds, resumeGame, startGame } from './multichatPlay'
import { fromWireWorld, toWireWorld } from './multichatWire'
import { aDialog } from './testing/aDialog'

const LONG = 'eine ausreichend lange Antwort'
const open = (id: string, more: { is_end?: boolean } = {}) => ({
  unique_question_id: id,
  type: 'open' as const,
  ...more,
})
const a = aDialog({ survey_id: 'a', blocks: [open('a1'), open('a2'), open('a3', { is_end: true })] })
const b = aDialog({ survey_id: 'b', blocks: [open('b1'), open('b2'), open('b3')] })
const trigger = (
  id: string,
  survey_id: string,
  unique_question_id: string,
  value: string,
  more: Partial<GameTrigger> = {},
): GameTrigger => ({ id, survey_id, unique_question_id, trigger: value, init_survey: false, ...more })

/** Answers the question the chat awaits, as the server does after releaseHolds. */
function reply(
  game: MultichatGame,
  state: GameState,
  dialog: number,
  now = 0,
  signals: { trigger: string; at: number }[] = [],
): GameTurn {
  const opened = releaseHolds(game, state, { now, signals })
  expect(chatStatus(game, opened, dialog).status).toBe('open')
  const turn = answer(game.dialogs[dialog]!, opened.world.states[dialog]!, LONG)
  return answerGame(game, state, opened, { dialog, turn }, now)
}
const asked = (turn: GameTurn, dialog: number) => turn.chats[dialog]?.messages.map((m) => m.unique_question_id)

describe('the live multichat game', () => {
  it('waitFor holds its target, hides the held question, and shows it when the source is finished', () => {
    const game = createMultichatGame([a, b], [trigger('w', 'a', 'a1', 'waitFor;b;b2')])
    const start = startGame(game, 0)
    const held = reply(game, start.state, 1)
    expect(held.chats[1]).toMatchObject({
      status: 'waiting',
      waiting_for: 'trigger',
      current_question_id: 'b2',
      release_at: null,
    })
    expect(asked(held, 1)).not.toContain('b2')
    const released = reply(game, held.state, 0)
    expect(released.chats[1]?.status).toBe('open')
    expect(asked(released, 1)).toEqual(['b2'])
    expect(released.records.map((r) => [r.dialog, r.stepped])).toEqual([
      [0, true],
      [1, false],
    ])
  })

  it('init_survey keeps the target dialog closed until the source question is finished', () => {
    const game = createMultichatGame([a, b], [trigger('s', 'a', 'a1', 'waitFor;b;b2', { init_survey: true })])
    const start = startGame(game, 0)
    expect(start.chats.map((c) => c.status)).toEqual(['open', 'not_started'])
    const after = reply(game, start.state, 0)
    expect(after.chats[1]).toMatchObject({ status: 'open', current_question_id: 'b2' })
  })

  it('moveTo moves the target dialog to the target question when the source is finished', () => {
    const game = createMultichatGame([a, b], [trigger('m', 'b', 'b1', 'moveTo;a;a3')])
    const after = reply(game, startGame(game, 0).state, 1)
    expect(after.chats[0]?.current_question_id).toBe('a3')
    expect(asked(after, 0)).toEqual(['a3'])
  })

  it('waitAPI releases a respondent only by a signal sent while they wait', () => {
    const game = createMultichatGame([a, b], [trigger('api', 'a', 'a2', 'waitAPI;b;b1')])
    const early = { trigger: 'waitAPI;b;b1', at: 5 }
    const waiting = reply(game, startGame(game, 0).state, 0, 10, [early])
    expect(waiting.chats[0]).toMatchObject({ status: 'waiting', waiting_for: 'signal', current_question_id: 'a2' })
    expect(waiting.state.waitingSince).toEqual([10])
    expect(resumeGame(game, waiting.state, { now: 20, signals: [early] }).chats[0]?.status).toBe('waiting')
    const released = resumeGame(game, waiting.state, { now: 20, signals: [early, { trigger: 'waitAPI;b;b1', at: 10 }] })
    expect(released.chats[0]).toMatchObject({ status: 'open', current_question_id: 'a2' })
    expect(released.records).toEqual([expect.objectContaining({ dialog: 0, stepped: false })])
    expect(released.state.signalled).toEqual([0])
  })

  it('a waitAPI timer releases the respondent its seconds after they began waiting', () => {
    const game = createMultichatGame([a], [trigger('api', 'a', 'a2', 'waitAPI;a;a1', { release_after_seconds: 30 })])
    const waiting = reply(game, startGame(game, 0).state, 0, 1000)
    expect(waiting.chats[0]?.release_at).toBe(31_000)
    expect(resumeGame(game, waiting.state, { now: 30_999 }).chats[0]?.status).toBe('waiting')
    expect(resumeGame(game, waiting.state, { now: 31_000 }).chats[0]?.status).toBe('open')
  })

  it('the game is over when the lead dialog ends', () => {
    const game = createMultichatGame([a, b], [])
    let turn = startGame(game, 0)
    for (let i = 0; i < 3; i++) turn = reply(game, turn.state, 0)
    expect(turn.is_end).toBe(true)
    expect(turn.chats[1]?.status).toBe('open')
  })

  it('the wire world names triggers by id and survives a trip through JSON', () => {
    const game = createMultichatGame(
      [a, b],
      [trigger('w', 'a', 'a1', 'waitFor;b;b2'), trigger('api', 'b', 'b1', 'waitAPI;a;a1')],
    )
    const turn = reply(game, startGame(game, 0).state, 0, 7)
    const wire = JSON.parse(JSON.stringify(toWireWorld(game, turn.state)))
    expect(wire).toMatchObject({ released: ['w'], signalled: [], waiting_since: { api: 0 } })
    expect(fromWireWorld(game, wire)).toEqual(turn.state)
    expect(fromWireWorld(game, { ...wire, released: ['gelöscht'], dialogs: {} }).world).toEqual({
      states: [null, null],
      released: [],
    })
  })
})
