import { toEditorSnapshot } from '@engine/api/surveys'
import type { VersionListResponse, VersionResponse, VersionItem } from '@engine/api/versions'
import type { Document } from '@engine/changes'
import { toEditorState } from '@engine/index'
import { api } from '../../../session/api'

const base = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/versions`

export const loadVersionList = async (surveyId: string) => (await api('GET', base(surveyId))) as VersionListResponse

/** A past version as the engine's document (read-only; triggers are not versioned). */
export async function loadVersion(surveyId: string, version: number): Promise<Document> {
  const { name: _name, ...dialog } = (await api('GET', `${base(surveyId)}/${version}`)) as VersionResponse
  return toEditorState(toEditorSnapshot(dialog))
}

export const nameVersion = (surveyId: string, version: number, name: string) =>
  api('PUT', `${base(surveyId)}/${version}/name`, { body: { name } })

export const removeVersionName = (surveyId: string, version: number) =>
  api('DELETE', `${base(surveyId)}/${version}/name`)

export type { VersionItem }
