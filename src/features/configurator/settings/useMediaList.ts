import { createContext, useContext, useEffect, useMemo } from 'react'
import { type Snapshot, useSnapshot } from 'valtio'
import { type MediaCalls, mediaCalls } from './mediaCalls'
import { createMediaStore, type MediaState, type MediaStore } from './mediaStore'

/** The media calls in use; tests provide fakes, so component tests never reach the network. */
export const MediaCallsContext = createContext<MediaCalls>(mediaCalls)

/** The dialog's media, loaded when the panel opens; one store per mounted panel. */
export function useMediaList(surveyId: string): { store: MediaStore; snap: Snapshot<MediaState> } {
  const calls = useContext(MediaCallsContext)
  const store = useMemo(() => createMediaStore(surveyId, calls), [surveyId, calls])
  useEffect(() => {
    void store.load()
  }, [store])
  return { store, snap: useSnapshot(store.state) }
}
