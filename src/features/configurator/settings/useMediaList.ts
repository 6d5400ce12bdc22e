import { createContext, useContext, useEffect, useMemo } from 'react'
import { type Snapshot, useSnapshot } from 'valtio'
import { type MediaCalls, mediaCalls } from './mediaCalls'
import { createMediaStore, type MediaState, type MediaStore } from './mediaStore'

/** The media calls in use; tests provide fakes, so component tests never reach the network. */
export const MediaCallsContext = createContext<MediaCalls>(mediaCalls)

/** How often the list is read again while a document is being indexed. */
export const INDEXING_POLL_MS = 1000

/**
 * The dialog's media, loaded when the panel opens; one store per mounted panel. While a document
 * is being indexed (a job on the server, docs/api/media.md), the list is read again every second,
 * so its progress and then its outcome show.
 */
export function useMediaList(surveyId: string): { store: MediaStore; snap: Snapshot<MediaState> } {
  const calls = useContext(MediaCallsContext)
  const store = useMemo(() => createMediaStore(surveyId, calls), [surveyId, calls])
  useEffect(() => {
    void store.load()
  }, [store])
  const snap = useSnapshot(store.state)
  const indexing = snap.files.some((f) => f.document?.index.status === 'indexing')
  // An interval, not a timeout per render: an unchanged list (same progress) does not re-render.
  useEffect(() => {
    if (!indexing) return
    const timer = setInterval(() => void store.refresh(), INDEXING_POLL_MS)
    return () => clearInterval(timer)
  }, [store, indexing])
  return { store, snap }
}
