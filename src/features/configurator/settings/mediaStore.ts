import type { MediaFile, MediaType } from '@engine/api/media'
import { proxy } from 'valtio'
import { ui } from '../../../i18n'
import { SessionRedirectError } from '../../../session/api'
import { toApiFailure } from '../../survey/apiFailure'
import type { MediaCalls } from './mediaCalls'
import { mediaFileError } from './mediaValidation'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.media

export interface MediaState {
  /** Oldest first (docs/product/calls.md); of each image type the last one is in use. */
  files: MediaFile[]
  loading: boolean
  loadFailure: string | null
  /** Types with an upload under way. */
  uploading: Partial<Record<MediaType, boolean>>
  /** Per type: why the last chosen file was refused or its upload failed. */
  uploadErrors: Partial<Record<MediaType, string>>
  /** The file whose delete is under way. */
  deleting: string | null
  deleteFailure: string | null
}

/**
 * What a failed media call shows: the server's msg (German), "no connection" for no answer, a
 * generic text for anything unexpected (logged). Null when the session rules already left the
 * page (logout, re-login): then there is nothing to show here.
 */
export function mediaFailureText(error: unknown): string | null {
  if (error instanceof SessionRedirectError) return null
  const { msg, status } = toApiFailure(error)
  if (status === null) return msg
  if (status === 0) return t.offline
  return msg ? `${msg} (${t.status(status)})` : t.status(status)
}

export type MediaStore = ReturnType<typeof createMediaStore>

/** The media files of one dialog and what the editor does with them. */
export function createMediaStore(surveyId: string, calls: MediaCalls) {
  const state = proxy<MediaState>({
    files: [],
    loading: true,
    loadFailure: null,
    uploading: {},
    uploadErrors: {},
    deleting: null,
    deleteFailure: null,
  })

  async function load(): Promise<void> {
    state.loading = true
    state.loadFailure = null
    try {
      state.files = await calls.list(surveyId)
    } catch (error) {
      state.loadFailure = mediaFailureText(error)
    } finally {
      state.loading = false
    }
  }

  /**
   * Reads the list again without showing a load: the poll while a document is being indexed
   * (useMediaList). A failed poll keeps what is shown; the next one tries again.
   */
  let refreshing = false
  async function refresh(): Promise<void> {
    // A slow answer is not asked again on top of itself.
    if (refreshing) return
    refreshing = true
    try {
      state.files = await calls.list(surveyId)
    } catch {
      // Shown already: the last list; an indexing document keeps its last progress.
    } finally {
      refreshing = false
    }
  }

  /** Checks the file first (size, type); resolves to the stored file, or null (the reason is in uploadErrors). */
  async function uploadFile(type: MediaType, file: File): Promise<MediaFile | null> {
    const refused = mediaFileError(file, type)
    delete state.uploadErrors[type]
    if (refused) {
      state.uploadErrors[type] = refused
      return null
    }
    state.uploading[type] = true
    try {
      const stored = await calls.upload(surveyId, type, file)
      state.files.push(stored)
      return stored
    } catch (error) {
      const text = mediaFailureText(error)
      if (text !== null) state.uploadErrors[type] = text
      return null
    } finally {
      delete state.uploading[type]
    }
  }

  /** Resolves whether the file was stored. */
  const upload = async (type: MediaType, file: File): Promise<boolean> => (await uploadFile(type, file)) !== null

  async function remove(filenameDb: string): Promise<boolean> {
    state.deleting = filenameDb
    state.deleteFailure = null
    try {
      await calls.remove(surveyId, filenameDb)
      state.files = state.files.filter((f) => f.filename_db !== filenameDb)
      return true
    } catch (error) {
      state.deleteFailure = mediaFailureText(error)
      return false
    } finally {
      state.deleting = null
    }
  }

  return {
    state,
    load,
    refresh,
    upload,
    uploadFile,
    remove,
    clearDeleteFailure: () => void (state.deleteFailure = null),
  }
}
