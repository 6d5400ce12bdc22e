import { MultichatParams } from '@engine/api/multichats'
import { MultichatChatRequest, type MultichatTurnResponse } from '@engine/api/multichat'
import { isGameOver, type GameTurn, resumeGame, startGame, fromProgress, toProgress } from '@engine/runtime'
import { sameValue } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { listSignalsFor, saveGame } from '../../repositories/multichatProgress'
import { createLiveGames } from '../../cache/liveGames'
import { createLiveHistories } from '../../cache/liveHistories'
import { answeredChat, notAnswerable, playAnswer, staleQuestion } from './playAnswer'
import { livePlayerOf } from './livePlayerOf'
import { turnReadOf } from './turnRead'
import { notLiveError } from '../live/notLive'
import { refuseAnswerPastBound } from '../../services/conversation/turnBound'
import { type AnsweredChat, turnsToSave } from './turnsToSave'

/**
 * POST /api/multichat/{id}/chat (docs/multichat.md "Live"): starts or resumes the game, or answers
 * in one chat. Reads every dialog's conversation and the game's progress, plays the call in the
 * engine, and saves it all only if nothing was saved since it was read: a double-sent answer is
 * recorded once and the second gets 409, as in POST /api/chat. The game itself comes from a
 * per-process cache checked against the dialogs' versions on every call (server/cache/liveGames.ts).
 */
export const multichatChatRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  const games = createLiveGames()
  const histories = createLiveHistories()

  app.post('/api/multichat/:dialog_manager_id/chat', async (request): Promise<MultichatTurnResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    // Read with the token's check, in one statement (server/routes/multichat/turnRead.ts).
    const { fingerprint, state: storedGame, storedModels } = turnReadOf(request, dialog_manager_id)
    const { respondent } = livePlayerOf(request, fingerprint.surveys)
    // The body only after the player's scope (docs/api/auth.md "Order of checks").
    const body = parseWith(MultichatChatRequest, request.body)
    const loaded = await games.game(db, dialog_manager_id, fingerprint)
    const { game, surveyIds } = loaded
    // The game is live while its lead (the first dialog) is.
    if (!loaded.active) throw await notLiveError(histories, db, surveyIds[0] ?? '')
    const answer = answeredChat(surveyIds, body)

    const { conversations, progress: stored } = storedGame
    const now = ctx.now()
    const state =
      stored &&
      fromProgress(
        game,
        conversations.map((c) => c?.state ?? null),
        stored.progress,
      )
    const clock = {
      now,
      signals: await listSignalsFor(
        db,
        dialog_manager_id,
        respondent.id,
        game.holds.map((h) => h.trigger),
      ),
    }

    let played: GameTurn
    let answered: AnsweredChat | undefined
    if (!state) {
      if (answer) throw notAnswerable()
      played = startGame(game, now)
    } else if (!answer) {
      played = resumeGame(game, state, clock)
    } else {
      refuseAnswerPastBound(conversations[answer.dialog]?.turns)
      // user_input is well-formed already (server/http/wellFormedInput.ts cleans it for every route).
      ;({ played, answered } = await playAnswer(
        ctx,
        loaded,
        state,
        clock,
        { ...answer, user_input: body.user_input },
        storedModels,
      ))
    }

    const progress = toProgress(game, played.state)
    const unchanged = state && played.records.length === 0 && sameValue(progress, toProgress(game, state))
    if (!unchanged) {
      const at = new Date(now)
      const saved = await saveGame(db, {
        respondentId: respondent.id,
        multichatId: dialog_manager_id,
        readVersion: stored?.version ?? null,
        progress,
        finished: played.is_end && !(state && isGameOver(state)),
        turns: turnsToSave(
          played,
          surveyIds,
          conversations.map((c) => c?.turns ?? null),
          respondent.id,
          at,
          answered,
        ),
        at,
      })
      if (!saved) throw staleQuestion()
    }
    return { chats: played.chats, is_end: played.is_end }
  })
}
