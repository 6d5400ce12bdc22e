import type { PresentEditor } from '@engine/api/coediting'
import { recolored } from './presenceColors'

/**
 * Everyone else in a presence list: this stream's own entry is left out, and so are the same
 * user's other streams (their other tabs are not someone else, docs/design/coediting.md "In the
 * configurator"). Before the own entry is known (no hello yet), only the connection is left out.
 * Each colleague gets a colour apart from the own ones and from each other (presenceColors.ts).
 */
export function othersOf(editors: readonly PresentEditor[], ownConnectionId: string | null): PresentEditor[] {
  const own = editors.find((editor) => editor.connection_id === ownConnectionId)
  return recolored(
    editors.filter(
      (editor) => editor.connection_id !== ownConnectionId && (own === undefined || editor.user_id !== own.user_id),
    ),
  )
}
