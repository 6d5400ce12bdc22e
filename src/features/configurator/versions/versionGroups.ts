import type { VersionItem, VersionSession } from '@engine/api/versions'

/**
 * One entry of the "Versionen" list (docs/design/coediting.md "Version history", as Google Docs
 * shows its history): the newest version of a stretch of one author's editing session, with the
 * older versions of that stretch folded under it. A named version always heads its own entry
 * (it is never folded away); the unnamed versions older than it, up to the next named one or the
 * session's start, fold under it.
 */
export interface VersionGroup {
  /** Stable across reloads of the list: the head's version (or its time, for an edit before the log). */
  readonly key: string
  readonly actorName: string | null
  /** The version the entry stands for: the newest of the stretch, or the named one. */
  readonly head: VersionItem
  /** The older versions of the stretch, newest first. */
  readonly rest: readonly VersionItem[]
}

/** The server's sessions (newest first) as list entries; `onlyNamed` keeps the named versions alone. */
export function versionGroups(sessions: readonly VersionSession[], onlyNamed = false): VersionGroup[] {
  const groups: { key: string; actorName: string | null; head: VersionItem; rest: VersionItem[] }[] = []
  for (const session of sessions) {
    let current: (typeof groups)[number] | undefined
    for (const item of session.versions) {
      if (!current || item.name) {
        current = { key: String(item.version ?? item.created_on), actorName: session.actor_name, head: item, rest: [] }
        groups.push(current)
      } else current.rest.push(item)
    }
  }
  if (!onlyNamed) return groups
  return groups.filter((g) => g.head.name).map((g) => ({ ...g, rest: [] }))
}
