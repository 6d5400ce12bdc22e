import { MultichatParams } from '@engine/api/multichats'
import { MultichatTestRequest, type MultichatTestResponse } from '@engine/api/multichat'
import { type GameTurn, resumeGame, startGame, fromWireWorld, toWireWorld } from '@engine/runtime'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { loadGame } from '../../services/multichat/loadGame'
import { answeredChat, playAnswer } from './playAnswer'

/**
 * POST /api/multichat/{id}/test_chat: the editor plays the game as a respondent would, with the
 * same engine, classifiers and exit conditions, but nothing is stored: the client keeps `world`
 * (like the Testen tab's `state`). `signal` names a waitAPI trigger by id; it acts as a signal
 * sent now, so it releases that question if the test waits there (as in the live game). It plays
 * every dialog, so it needs 'test' in every dialog of the multichat (docs/reliability/security.md#findings-1-8-9).
 */
export const multichatTestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/multichat/:dialog_manager_id/test_chat', async (request): Promise<MultichatTestResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const body = parseWith(MultichatTestRequest, request.body)
    const access = multichatAccessOf(request, dialog_manager_id)
    const loaded = await loadGame(ctx.database.db, dialog_manager_id, access.surveys)
    const { game } = loaded
    const now = ctx.now()
    const hold = body.signal === undefined ? undefined : game.holds.find((h) => h.id === body.signal)
    if (body.signal !== undefined && !hold) {
      throw new ApiError(
        400,
        "Ungültige Eingabe: Feld 'signal' nennt keinen waitAPI-Trigger dieses Multichats.",
        'invalid_input',
      )
    }
    const clock = { now, signals: hold ? [{ trigger: hold.trigger, at: now }] : [] }
    const answer = answeredChat(loaded.surveyIds, body)

    let played: GameTurn
    if (body.world === null) {
      if (answer) throw new ApiError(400, "Ungültige Eingabe: Feld 'world' fehlt für eine Antwort.", 'invalid_input')
      played = startGame(game, now)
    } else {
      const state = fromWireWorld(game, body.world)
      played = answer
        ? (await playAnswer(ctx, loaded, state, clock, { ...answer, user_input: body.user_input })).played
        : resumeGame(game, state, clock)
    }
    return { chats: played.chats, is_end: played.is_end, world: toWireWorld(game, played.state) }
  })
}
