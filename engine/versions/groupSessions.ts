import { SESSION_GAP_MS, type VersionItem, type VersionSession } from '../api/versions'

/**
 * The edits of the "Versionen" list as editing sessions (docs/design/coediting.md "Version
 * history"): consecutive versions of one author with no gap over `gapMs` (30 minutes) form one
 * session. `items` oldest first; the answer newest first, each session's versions newest first.
 */
export function groupSessions(items: readonly VersionItem[], gapMs = SESSION_GAP_MS): VersionSession[] {
  const sessions: VersionSession[] = []
  let last: { actor: number | null; at: number } | undefined
  for (const item of items) {
    const at = Date.parse(item.created_on)
    const current = sessions.at(-1)
    if (current && last && last.actor === item.actor_id && at - last.at <= gapMs) {
      current.versions.push(item)
      current.to = item.created_on
    } else
      sessions.push({
        actor_id: item.actor_id,
        actor_name: item.actor_name,
        from: item.created_on,
        to: item.created_on,
        versions: [item],
      })
    last = { actor: item.actor_id, at }
  }
  for (const session of sessions) session.versions.reverse()
  return sessions.reverse()
}
