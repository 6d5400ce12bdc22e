import { globalStore } from '../../session/globalStore'

/**
 * The multichat whose analysis is on screen, once loaded: the top bar names it in the
 * breadcrumbs (docs/app.md "Route meta and the top bar"). `id` says which one, so the bar never
 * names the multichat of an earlier page.
 */
export interface ShownMultichat {
  id: number | null
  name: string | null
}

export const shownMultichat = globalStore<ShownMultichat>(() => ({ id: null, name: null }))
