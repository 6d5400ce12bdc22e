import { ConnectedSurveysResponse, type ConnectedSurvey, TriggerObjectsResponse } from '@engine/api/multichats'
import { DialogResponse, SurveyListResponse, toEditorSnapshot } from '@engine/api/surveys'
import type { MultichatDialog } from '@engine/editor'
import { toEditorState } from '@engine/index'
import { type Role, roleCan } from '@engine/model'

/** The app's API call (src/session/api.ts in the app, a fake in tests). */
export type ApiCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>

export interface MultichatLoad {
  connected: ConnectedSurvey[]
  triggers: unknown[]
  /** The editor's role per dialog it is a member of (GET /api/surveys). */
  roles: Record<string, Role>
  /** Dialogs the editor may edit, for "Dialog verbinden". */
  own: { survey_id: string; survey_name: string }[]
}

const base = (id: number) => `/api/dialogmanagers/${id}`
export const multichatPaths = {
  connected: (id: number) => `/api/get_connected_surveys/${id}`,
  triggers: (id: number) => `/api/get_dialogmanager_trigger/${id}`,
  connect: (id: number) => `${base(id)}/surveys`,
  disconnect: (id: number, surveyId: string) => `${base(id)}/surveys/${encodeURIComponent(surveyId)}`,
  lead: (id: number) => `${base(id)}/lead`,
  simulate: '/api/dialogmanager/simulate_path',
}

export async function loadMultichat(api: ApiCall, id: number): Promise<MultichatLoad> {
  const [connected, triggers, list] = await Promise.all([
    api('GET', multichatPaths.connected(id)).then((r) => ConnectedSurveysResponse.parse(r).connected_surveys),
    api('GET', multichatPaths.triggers(id)).then((r) => TriggerObjectsResponse.parse(r).trigger_objects),
    api('GET', '/api/surveys').then((r) => SurveyListResponse.parse(r).surveys),
  ])
  const roles = Object.fromEntries(list.map((s) => [s.survey_id, s.role]))
  const own = list
    .filter((s) => roleCan(s.role, 'edit'))
    .map(({ survey_id, survey_name }) => ({ survey_id, survey_name }))
  return { connected, triggers, roles, own }
}

/**
 * One connected dialog with its blocks. Only dialogs the editor is a member of are fetched: the
 * multichat lists all its dialogs, but POST /api/dialog of another would answer 403, which logs
 * out (docs/product/states.md).
 */
export async function loadDialog(
  api: ApiCall,
  connected: ConnectedSurvey,
  role: Role | undefined,
): Promise<MultichatDialog> {
  const state = role
    ? toEditorState(
        toEditorSnapshot(DialogResponse.parse(await api('POST', '/api/dialog', { survey_id: connected.survey_id }))),
      )
    : null
  return { ...connected, state, editable: role !== undefined && roleCan(role, 'edit') }
}

/** The server's new list (connect, lead switch) with the dialogs already loaded kept as they are. */
export async function mergeConnected(
  api: ApiCall,
  list: readonly ConnectedSurvey[],
  loaded: readonly MultichatDialog[],
  roles: Record<string, Role>,
): Promise<MultichatDialog[]> {
  return Promise.all(
    list.map(async (c) => {
      const known = loaded.find((d) => d.survey_id === c.survey_id)
      return known ? { ...known, order: c.order, survey_name: c.survey_name } : loadDialog(api, c, roles[c.survey_id])
    }),
  )
}
