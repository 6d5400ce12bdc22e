import type { VersionItem, VersionSession } from '@engine/api/versions'
import { groupSessions } from '@engine/versions'
import { describe, expect, it } from 'vitest'
import { versionGroups } from './versionGroups'

const minute = 60_000
const start = Date.parse('2026-11-28T09:00:00Z')

/** Version `version` by `actor` at `at` minutes after nine. */
function item(version: number, actor: number, at: number, name: string | null = null): VersionItem {
  return {
    version,
    created_on: new Date(start + at * minute).toISOString(),
    actor_id: actor,
    actor_name: `Person ${actor}`,
    what: [{ type: 'blocks', change: 'update', key: 'context', unique_question_id: 'q1' }],
    name,
    rebuildable: true,
  }
}

const versionsOf = (sessions: VersionSession[]) => sessions.map((s) => s.versions.map((v) => v.version))

describe('groupSessions: one author, no gap over 30 minutes', () => {
  it('keeps a building session of many autosaves together, newest first', () => {
    const items = Array.from({ length: 31 }, (_, i) => item(i + 1, 1, i))
    const sessions = groupSessions(items)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.versions.map((v) => v.version)).toEqual(items.map((v) => v.version).reverse())
    expect(sessions[0]?.from).toBe(items[0]?.created_on)
    expect(sessions[0]?.to).toBe(items[30]?.created_on)
  })

  it('starts a new session after a gap of more than 30 minutes, and at exactly 30 minutes does not', () => {
    expect(versionsOf(groupSessions([item(1, 1, 0), item(2, 1, 30), item(3, 1, 61)]))).toEqual([[3], [2, 1]])
  })

  it('starts a new session when the author changes, even within a minute', () => {
    expect(versionsOf(groupSessions([item(1, 1, 0), item(2, 2, 1), item(3, 1, 2)]))).toEqual([[3], [2], [1]])
  })
})

describe('versionGroups: the entries of the panel', () => {
  it('folds a session under its newest version', () => {
    const groups = versionGroups(groupSessions([item(1, 1, 0), item(2, 1, 1), item(3, 1, 2)]))
    expect(groups.map((g) => [g.head.version, g.rest.map((v) => v.version)])).toEqual([[3, [2, 1]]])
    expect(groups[0]?.actorName).toBe('Person 1')
  })

  it('never folds a named version away: it heads its own entry with the older unnamed ones', () => {
    const items = [item(1, 1, 0), item(2, 1, 1, 'vor dem Pretest'), item(3, 1, 2), item(4, 1, 3)]
    const groups = versionGroups(groupSessions(items))
    expect(groups.map((g) => [g.head.version, g.rest.map((v) => v.version)])).toEqual([
      [4, [3]],
      [2, [1]],
    ])
  })

  it('"Nur benannte Versionen" lists only the named versions, each alone', () => {
    const items = [item(1, 1, 0, 'Entwurf'), item(2, 1, 1), item(3, 2, 2), item(4, 2, 3, 'Final'), item(5, 2, 4)]
    const groups = versionGroups(groupSessions(items), true)
    expect(groups.map((g) => [g.head.name, g.rest.length])).toEqual([
      ['Final', 0],
      ['Entwurf', 0],
    ])
  })

  it('keys entries by their head version, so an expanded entry stays expanded when newer versions arrive', () => {
    const before = versionGroups(groupSessions([item(1, 2, 0), item(2, 1, 40), item(3, 1, 41)]))
    const after = versionGroups(groupSessions([item(1, 2, 0), item(2, 1, 40), item(3, 1, 41), item(4, 2, 42)]))
    expect(before.map((g) => g.key)).toEqual(['3', '1'])
    expect(after.map((g) => g.key)).toEqual(['4', '3', '1'])
  })
})
