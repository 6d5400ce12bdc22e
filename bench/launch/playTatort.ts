import { tatortWalkthrough } from '../../server/db/seedGames/tatort'
import type { HttpClient } from './httpClient'
import type { Recorder } from './recorder'

export const TATORT_MULTICHAT_ID = 3

interface Chat {
  survey_id: string
  status: string
  current_question_id: string | null
}
interface Turn {
  chats: Chat[]
  is_end: boolean
}

/** The seeded game's dialogs, lead first, as the respondent's page reads them. */
export async function tatortSurveyIds(client: HttpClient): Promise<string[]> {
  const info = await client.send('GET', `/api/multichat/${TATORT_MULTICHAT_ID}`)
  if (info.status !== 200) throw new Error(`GET /api/multichat/3 answered ${info.status}: ${JSON.stringify(info.body)}`)
  return (info.body as { contacts: { survey_id: string }[] }).contacts.map((c) => c.survey_id)
}

/**
 * One player from registration to the solved case: register_live_list, the start call, then the
 * eight answers of `tatortWalkthrough` (docs/games.md), each only when its chat is open at that
 * question. `stop` is asked between calls, so a run can end in the middle of a game; `think` is
 * awaited before each answer (a person reading and typing).
 */
export async function playTatort(
  client: HttpClient,
  surveyIds: readonly string[],
  recorder: Recorder,
  stop: () => boolean,
  think: () => Promise<void> = async () => undefined,
): Promise<'played' | 'failed'> {
  const registered = await client.send('POST', '/api/register_live_list', { survey_id_list: surveyIds })
  if (!recorder.record('register', registered)) return 'failed'
  const token = (registered.body as { token_live: string }).token_live
  const path = `/api/multichat/${TATORT_MULTICHAT_ID}/chat`

  let reply = await client.send('POST', path, {}, token)
  if (!recorder.record('turn', reply)) return 'failed'
  for (const step of tatortWalkthrough) {
    await think()
    if (stop()) return 'played'
    const surveyId = surveyIds[step.order] as string
    const chat = (reply.body as Turn).chats.find((c) => c.survey_id === surveyId)
    if (chat?.status !== 'open' || chat.current_question_id !== step.unique_question_id) {
      recorder.fail('turn', reply.status, { expected: `${step.dialog}.${step.unique_question_id} open`, got: chat })
      return 'failed'
    }
    reply = await client.send(
      'POST',
      path,
      { survey_id: surveyId, unique_question_id: step.unique_question_id, user_input: step.answer },
      token,
    )
    if (!recorder.record('turn', reply)) return 'failed'
  }
  if ((reply.body as Turn).is_end) {
    recorder.gamesFinished++
    return 'played'
  }
  recorder.fail('turn', reply.status, { expected: 'is_end after the walkthrough' })
  return 'failed'
}
