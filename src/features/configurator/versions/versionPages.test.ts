import type { VersionItem, VersionListResponse } from '@engine/api/versions'
import { groupSessions } from '@engine/versions'
import { describe, expect, it } from 'vitest'
import { sessionsOf, withName, withNewest, withOlder } from './versionPages'

const minute = 60_000
const start = Date.parse('2026-11-28T09:00:00Z')

/** Version `v` by one author, a minute after the one before it. */
const item = (v: number, name: string | null = null): VersionItem => ({
  version: v,
  created_on: new Date(start + v * minute).toISOString(),
  actor_id: 1,
  actor_name: 'Person 1',
  what: [{ type: 'blocks', change: 'update', key: 'context', unique_question_id: 'q1' }],
  name,
  rebuildable: true,
})

/** The server's page of versions `from`..`to` (the newest `to`), `older` for the page before it. */
const page = (
  from: number,
  to: number,
  older: number | null,
  firstVersion = 0,
  named: VersionItem[] = [],
): VersionListResponse => ({
  version: to,
  first_version: firstVersion,
  sessions: groupSessions(Array.from({ length: to - from + 1 }, (_, i) => item(from + i))),
  older,
  named,
})
const shown = (sessions: VersionListResponse['sessions']) => sessions.flatMap((s) => s.versions.map((v) => v.version))
const range = (to: number, from: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i)

describe('the version list a page at a time', () => {
  it('an older page goes below the newest one; its cursor is the next to ask for', () => {
    const newest = withNewest(null, page(11, 20, 11))
    expect(newest.older).toBe(11)
    const both = withOlder(newest, page(1, 10, null))
    expect(shown(sessionsOf(both))).toEqual(range(20, 1))
    expect(both.older).toBeNull()
  })

  it('saves after an older page was read open no gap: the newest page moves up, what was read stays', () => {
    let pages = withOlder(withNewest(null, page(11, 20, 11)), page(1, 10, 1))
    // Five saves later the newest page is 16..25; 11..15 are still shown from the first read.
    pages = withNewest(pages, page(16, 25, 16))
    expect(shown(sessionsOf(pages))).toEqual(range(25, 1))
    // The cursor stays the oldest page's, not the newest page's.
    expect(pages.older).toBe(1)
  })

  it('a name given here shows in an older page too, and a newer read of the newest page wins', () => {
    let pages = withOlder(withNewest(null, page(11, 20, 11)), page(1, 10, null))
    pages = withName(pages, 3, 'vor dem Pretest')
    expect(sessionsOf(pages)[0]?.versions.find((v) => v.version === 3)?.name).toBe('vor dem Pretest')
    pages = withNewest(pages, { ...page(11, 20, 11), sessions: groupSessions([item(20, 'Fertig')]) })
    expect(sessionsOf(pages)[0]?.versions.find((v) => v.version === 20)?.name).toBe('Fertig')
  })

  it('named versions older than the newest page are listed before their page is read, once', () => {
    const pages = withNewest(null, page(11, 20, 11, 0, [item(3, 'vor dem Pretest')]))
    const named = sessionsOf(pages).flatMap((s) => s.versions.filter((v) => v.name))
    expect(named.map((v) => [v.version, v.name])).toEqual([[3, 'vor dem Pretest']])
    const both = withOlder(pages, page(1, 10, null, 0))
    expect(shown(sessionsOf(both))).toEqual(range(20, 1))
    expect(sessionsOf(both)[0]?.versions.find((v) => v.version === 3)?.name).toBe('vor dem Pretest')
  })

  it('whether a version can be shown follows the newest page: a base moved past it makes it history', () => {
    const pages = withOlder(withNewest(null, page(11, 20, 11, 0)), page(1, 10, null, 0))
    expect(
      sessionsOf(withNewest(pages, page(11, 20, 11, 5)))[0]
        ?.versions.filter((v) => !v.rebuildable)
        .map((v) => v.version),
    ).toEqual(range(4, 1))
    expect(sessionsOf(pages)[0]?.versions.every((v) => v.rebuildable)).toBe(true)
  })
})
