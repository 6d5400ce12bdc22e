import { type MediaFile, type MediaType, MediaUploadResponse } from '@engine/api/media'
import { api } from '../../../session/api'

/**
 * POST /api/surveys/{id}/media as multipart (`type`, `file`) through `api()`, so docs/product/states.md's
 * token rules hold as for every editor call. A demanded fresh token keeps the page but not the
 * upload (a file cannot be stored for replay); the media upload does not demand one.
 */
export async function uploadMedia(
  surveyId: string,
  type: MediaType,
  file: Blob,
  doFetch?: typeof fetch,
): Promise<MediaFile> {
  const form = new FormData()
  form.append('type', type)
  form.append('file', file)
  const answer = await api('POST', `/api/surveys/${encodeURIComponent(surveyId)}/media`, { body: form, fetch: doFetch })
  return MediaUploadResponse.parse(answer).media_file
}
