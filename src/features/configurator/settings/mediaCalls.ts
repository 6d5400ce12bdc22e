import { type MediaFile, MediaListResponse, type MediaType } from '@engine/api/media'
import { api } from '../../../session/api'
import { uploadMedia } from './uploadMedia'

/** The media calls of the settings panel; tests pass fakes (MediaCallsContext). */
export interface MediaCalls {
  /** docs/product/calls.md: the server sends newest first, the client reverses the list (oldest first). */
  list(surveyId: string): Promise<MediaFile[]>
  upload(surveyId: string, type: MediaType, file: File): Promise<MediaFile>
  remove(surveyId: string, filenameDb: string): Promise<void>
}

export const mediaCalls: MediaCalls = {
  async list(surveyId) {
    const answer = MediaListResponse.parse(await api('POST', '/api/get_media_list', { body: { survey_id: surveyId } }))
    return [...answer.media_files].reverse()
  },
  upload: (surveyId, type, file) => uploadMedia(surveyId, type, file),
  async remove(surveyId, filenameDb) {
    await api('DELETE', `/api/surveys/${encodeURIComponent(surveyId)}/media/${encodeURIComponent(filenameDb)}`)
  },
}
