import { useEffect } from 'react'
import { subscribeKey } from 'valtio/utils'
import type { ConfiguratorUi } from '../configuratorUi'
import type { PresencePort } from './presencePort'

/** Tells colleagues which block this user has selected, now and on every change of the selection. */
export function useSelectionReport(ui: ConfiguratorUi, { own }: PresencePort): void {
  useEffect(() => {
    own.select(ui.selectedId)
    return subscribeKey(ui, 'selectedId', (id) => own.select(id))
  }, [own, ui])
}
