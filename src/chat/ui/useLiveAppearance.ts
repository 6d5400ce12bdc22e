import { useEffect, useState } from 'react'
import { type LiveAppearance, loadAppearance } from './liveAppearance'

// The bar, the chat and the privacy page of one dialog share one load.
const loads = new Map<string, Promise<LiveAppearance>>()

/** The dialog's look and bar texts; null until loaded (the chat starts meanwhile). */
export function useLiveAppearance(surveyId: string): LiveAppearance | null {
  const [loaded, setLoaded] = useState<{ surveyId: string; appearance: LiveAppearance } | null>(null)
  useEffect(() => {
    let current = true
    let load = loads.get(surveyId)
    if (!load) {
      load = loadAppearance(surveyId)
      loads.set(surveyId, load)
    }
    void load.then((appearance) => {
      if (current) setLoaded({ surveyId, appearance })
    })
    return () => {
      current = false
    }
  }, [surveyId])
  return loaded?.surveyId === surveyId ? loaded.appearance : null
}
