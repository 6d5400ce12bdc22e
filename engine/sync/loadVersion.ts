import { toEditorSnapshot } from '../api/surveys'
import type { VersionResponse } from '../api/versions'
import type { Document } from '../changes/Change'
import { toEditorState } from '../model/snapshot'
import type { Transport } from './Transport'

/**
 * A past version of a dialog as the engine's document (GET /api/surveys/{id}/versions/{version},
 * docs/design/coediting.md "Version history"), read-only: what `restoreVersion({version,
 * document})` restores. Triggers are not versioned. The app's versions panel loads with it too.
 */
export async function loadVersion(transport: Transport, surveyId: string, version: number): Promise<Document> {
  const answer = (await transport.send({
    method: 'GET',
    path: `/api/surveys/${encodeURIComponent(surveyId)}/versions/${version}`,
  })) as VersionResponse
  const { name: _name, ...dialog } = answer
  return toEditorState(toEditorSnapshot(dialog))
}
