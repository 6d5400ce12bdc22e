import type { ConnectedSurvey } from '@engine/api/multichats'
import { toEditorState, type Trigger } from '@engine/index'
import { FakeServer, aSurvey } from '@engine/testing'
import { configuratorResponse } from '../../configurator/testing/testSession'
import type { ApiCall } from '../multichatLoad'

export interface FakeMultichatOptions {
  triggers?: Trigger[]
  /** A server refusal for matching calls: the text is the server's msg; an error is thrown as it is (an ApiError 503). */
  refuse?: (method: string, path: string) => string | Error | undefined
}

const names: Record<string, string> = { s1: 'Verhör', s2: 'Zeugin', s3: 'Archiv' }

/**
 * The multichat calls as the server answers them, in memory: dialogs s1 (lead) and s2 connected,
 * s3 the editor's own, not connected. Triggers live in the engine's FakeServer.
 */
export function fakeMultichatApi(options: FakeMultichatOptions = {}) {
  const triggers = new FakeServer({
    ...toEditorState(aSurvey({ survey_id: 'm', blocks: 0 })),
    triggers: options.triggers ?? [],
  })
  let connected: ConnectedSurvey[] = [
    { survey_id: 's1', survey_name: names.s1!, order: 0 },
    { survey_id: 's2', survey_name: names.s2!, order: 1 },
  ]
  const calls: { method: string; path: string; body?: unknown }[] = []
  const list = () => ({ connected_surveys: [...connected].sort((a, b) => a.order - b.order) })

  const api: ApiCall = async (method, path, body) => {
    calls.push({ method, path, body })
    const refused = options.refuse?.(method, path)
    if (refused) throw refused instanceof Error ? refused : new Error(refused)
    if (path.startsWith('/api/get_connected_surveys/')) return list()
    if (path.startsWith('/api/get_dialogmanager_trigger/')) return { trigger_objects: triggers.state.triggers }
    if (path === '/api/surveys') {
      return {
        surveys: Object.entries(names).map(([survey_id, survey_name]) => ({
          survey_id,
          survey_name,
          active: false,
          role: 'Besitzer',
          dialog_manager_id: null,
          updated_on: '2024-01-01T00:00:00Z',
          responses: 0,
          responses_capped: false,
        })),
      }
    }
    if (path === '/api/dialog') {
      const id = (body as { survey_id: string }).survey_id
      const snapshot = aSurvey({ survey_id: id, blocks: 2 })
      return configuratorResponse({ ...snapshot, survey: { ...snapshot.survey, survey_name: names[id]! } })
    }
    if (path.endsWith('/lead')) {
      const chosen = connected.find((c) => c.survey_id === (body as { survey_id: string }).survey_id)!
      const lead = connected.find((c) => c.order === 0)!
      connected = connected.map((c) =>
        c === chosen ? { ...c, order: 0 } : c === lead ? { ...c, order: chosen.order } : c,
      )
      return list()
    }
    if (method === 'POST' && path.endsWith('/surveys')) {
      const id = (body as { survey_id: string }).survey_id
      connected = [...connected, { survey_id: id, survey_name: names[id]!, order: connected.length }]
      return list()
    }
    if (method === 'DELETE' && path.includes('/surveys/')) {
      connected = connected.filter((c) => !path.endsWith(`/${c.survey_id}`))
      return list()
    }
    if (path === '/api/dialogmanager/simulate_path') {
      return {
        answers: 1,
        histories: {
          s1: [
            {
              context: 'Wie war Ihr Tag?',
              created_on: 1,
              type: 'open',
              unique_question_id: 'q1',
              nachfrage_id: null,
              current_question_id: 'q1',
              finished_question_id: null,
              user_or_bot: 'bot',
            },
          ],
        },
      }
    }
    return triggers.send({ method, path, body })
  }
  return { api, calls, triggers }
}
