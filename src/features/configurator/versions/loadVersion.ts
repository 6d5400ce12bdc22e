import type { VersionListResponse, VersionItem } from '@engine/api/versions'
import type { Document } from '@engine/changes'
import { loadVersion as loadVersionWith } from '@engine/sync'
import { api } from '../../../session/api'

const base = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/versions`

/** A page of the version list: the newest edits, or those before `before` (the previous page's `older`). */
export const loadVersionList = async (surveyId: string, before?: number) =>
  (await api(
    'GET',
    before === undefined ? base(surveyId) : `${base(surveyId)}?before=${before}`,
  )) as VersionListResponse

/** A past version as the engine's document (read-only; triggers are not versioned). */
export const loadVersion = (surveyId: string, version: number): Promise<Document> =>
  loadVersionWith({ send: (call) => api(call.method, call.path, { body: call.body }) }, surveyId, version)

export const nameVersion = (surveyId: string, version: number, name: string) =>
  api('PUT', `${base(surveyId)}/${version}/name`, { body: { name } })

export const removeVersionName = (surveyId: string, version: number) =>
  api('DELETE', `${base(surveyId)}/${version}/name`)

export type { VersionItem }
