import { SimulatePathRequest, type SimulatePathResponse } from '@engine/api/multichats'
import { simulatePath, type MultichatGame, type World, toWireWorld } from '@engine/runtime'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { loadGame } from '../../services/multichat/loadGame'

const failures = {
  not_found: () => new ApiError(404, 'Frage nicht gefunden.', 'question_not_found'),
  unreachable: () =>
    new ApiError(
      400,
      'Diese Frage ist auf keinem Weg durch die verbundenen Dialoge erreichbar.',
      'question_unreachable',
    ),
  limit: () =>
    new ApiError(
      422,
      'Der Weg zu dieser Frage ist zu lang oder zu verzweigt, um ihn zu simulieren.',
      'simulation_limit',
    ),
}

/**
 * POST /api/dialogmanager/simulate_path (docs/product/calls.md, docs/design/multichat.md): the shortest way of answers
 * through the multichat's dialogs to the target question, as local chat history per dialog; the
 * client stores it as history so the editor can test from there. The history shows the content
 * of every connected dialog, so the caller needs 'test' in all of them. Nothing is stored.
 */
export const simulatePathRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/dialogmanager/simulate_path', async (request): Promise<SimulatePathResponse> => {
    const body = parseWith(SimulatePathRequest, request.body)
    // 'test' in every connected dialog, as for every multichat call (requireMultichatAccess).
    const access = multichatAccessOf(request, body.dialog_manager_id)
    // The game's own triggers, in its order: rule indexes of the simulated world then agree with the game's.
    const { game, triggers } = await loadGame(ctx.database.db, body.dialog_manager_id, access.surveys)
    const result = simulatePath({
      dialogs: game.dialogs,
      triggers,
      target_unique_question_id: body.target_unique_question_id,
      now: ctx.now(),
    })
    if (!result.ok) throw failures[result.reason]()
    return {
      histories: result.histories,
      answers: result.answers.length,
      world: toWireWorld(game, {
        world: result.world,
        signalled: passedHolds(game, result.world),
        waitingSince: game.holds.map(() => null),
      }),
    }
  })
}

/**
 * The simulation treats waitAPI holds as released (docs/multichat.md), so the test chat must not
 * stop at a hold the path went through: one whose question is its dialog's current question or
 * was shown in it.
 */
function passedHolds(game: MultichatGame, world: World): number[] {
  return game.holds.flatMap((h, i) => {
    const s = world.states[h.dialog]
    return s && (s.current === h.question || s.visited.includes(h.question)) ? [i] : []
  })
}
