import type { VersionItem, VersionListResponse } from '@engine/api/versions'
import { groupSessions, isRebuildable } from '@engine/versions'

/**
 * The "Versionen" list as the panel holds it: the server lists the log a page at a time (the
 * newest VERSION_PAGE edits, `older` for the next page, docs/design/coediting.md "Version
 * history"). Every page read is kept, the newest one read again after each save, older ones when
 * asked for; so a save never opens a gap between the newest page and the older ones shown.
 */
export interface VersionPages {
  /** The dialog's version and first rebuildable version, from the newest page read. */
  version: number
  firstVersion: number | null
  /** Every edit read so far, by `keyOf`. */
  items: ReadonlyMap<string, VersionItem>
  /** Pass as `before` for the next older page; null when the first edit is shown. */
  older: number | null
  /** Whether an older page was read (then `older` is its cursor, not the newest page's). */
  olderRead: boolean
}

/** An edit's key: its version, or its time for an edit from before the change log. */
export const keyOf = (item: VersionItem): string =>
  item.version === null ? `t${item.created_on}` : String(item.version)

/** The page's edits, oldest first. */
const itemsOf = (page: VersionListResponse): VersionItem[] =>
  page.sessions.toReversed().flatMap((session) => session.versions.toReversed())

/**
 * The newest page, read (again): its edits, and the named versions older than it, replace the
 * ones with the same key (names change). A name removed from a version in an older page read
 * before shows until that version is read again (withName covers names changed here).
 */
export function withNewest(pages: VersionPages | null, page: VersionListResponse): VersionPages {
  const items = new Map(pages?.items)
  for (const item of [...page.named, ...itemsOf(page)]) items.set(keyOf(item), item)
  const olderRead = pages?.olderRead ?? false
  return {
    version: page.version,
    firstVersion: page.first_version,
    items,
    older: olderRead ? (pages?.older ?? null) : page.older,
    olderRead,
  }
}

/** An older page, read on request. */
export function withOlder(pages: VersionPages, page: VersionListResponse): VersionPages {
  const items = new Map(pages.items)
  for (const item of [...page.named, ...itemsOf(page)]) if (!items.has(keyOf(item))) items.set(keyOf(item), item)
  return { ...pages, items, older: page.older, olderRead: true }
}

/** A version's new name (null: removed), wherever its page came from. */
export function withName(pages: VersionPages, version: number, name: string | null): VersionPages {
  const item = pages.items.get(String(version))
  if (!item) return pages
  return { ...pages, items: new Map(pages.items).set(String(version), { ...item, name }) }
}

/** Every edit read so far as the server groups one page: sessions, newest first. */
export function sessionsOf(pages: VersionPages): VersionListResponse['sessions'] {
  const items = [...pages.items.values()]
    .map((item) => ({ ...item, rebuildable: isRebuildable(item.version, pages.firstVersion, pages.version) }))
    .sort((a, b) => a.created_on.localeCompare(b.created_on) || (a.version ?? 0) - (b.version ?? 0))
  return groupSessions(items)
}
