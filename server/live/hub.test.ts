import type { PresentEditor } from '@engine/api/coediting'
import { afterEach, describe, expect, it } from 'vitest'
import { type LiveListener, LiveHub } from './hub'

/** What a stream heard, in order. */
function recorder(connectionId: string, userId: number) {
  const heard: string[] = []
  const presence: PresentEditor[][] = []
  const listener: LiveListener = {
    connectionId,
    userId,
    version: (v) => heard.push(`version ${v}`),
    outside: (what) => heard.push(`outside ${what}`),
    presence: (editors) => presence.push(editors),
    closed: (code) => heard.push(`closed ${code}`),
    ping: () => heard.push('ping'),
    recheck: () => heard.push('recheck'),
    end: () => heard.push('end'),
  }
  return { listener, heard, presence, lastIds: () => presence.at(-1)?.map((e) => e.connection_id) }
}

const entry = (connectionId: string, userId: number): PresentEditor => ({
  connection_id: connectionId,
  user_id: userId,
  name: `u${userId}`,
  color: '#000',
  selected: null,
  typing: null,
})

/** Two app servers whose hubs hear each other, as NOTIFY would deliver (every notice to every hub, own included). */
function twoServers(now: () => number, presenceTtlMs = 1000) {
  const hubs: LiveHub[] = []
  const make = () => new LiveHub({ pingMs: 60_000, presenceTtlMs, now, onError: (e) => expect.fail(String(e)) })
  hubs.push(make(), make())
  for (const hub of hubs)
    hub.attach({ send: (text) => hubs.forEach((h) => h.receive(text)), close: async () => undefined })
  return hubs as [LiveHub, LiveHub]
}

describe('the live hub', () => {
  const opened: LiveHub[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((h) => h.close()))
  })

  it("a recheck reaches every stream of its scope; a user's recheck every stream of that user, on both servers", () => {
    const [one, two] = twoServers(Date.now)
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    const aElsewhere = recorder('c', 1)
    one.join('multichat:1', a.listener, entry('a', 1))
    two.join('multichat:1', b.listener, entry('b', 2))
    two.join('survey:t', aElsewhere.listener, entry('c', 1))
    one.publish({ kind: 'recheck', scope: 'multichat:1' })
    expect(a.heard).toEqual(['recheck'])
    expect(b.heard).toEqual(['recheck'])
    expect(aElsewhere.heard).toEqual([])
    one.publish({ kind: 'recheck_user', scope: '*', user_id: 1 })
    expect(a.heard).toEqual(['recheck', 'recheck'])
    expect(b.heard).toEqual(['recheck'])
    expect(aElsewhere.heard).toEqual(['recheck'])
  })

  it('delivers a version to the streams of its scope on both servers, and once', () => {
    const [one, two] = twoServers(Date.now)
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    const elsewhere = recorder('c', 3)
    one.join('survey:s', a.listener, entry('a', 1))
    two.join('survey:s', b.listener, entry('b', 2))
    two.join('survey:t', elsewhere.listener, entry('c', 3))
    one.publish({ kind: 'version', scope: 'survey:s', version: 7 })
    expect(a.heard).toEqual(['version 7'])
    expect(b.heard).toEqual(['version 7'])
    expect(elsewhere.heard).toEqual([])
  })

  it('merges presence across servers; an update is applied by the server holding the stream, for its user only', () => {
    const [one, two] = twoServers(Date.now)
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    one.join('survey:s', a.listener, entry('a', 1))
    const leaveB = two.join('survey:s', b.listener, entry('b', 2))
    expect(a.lastIds()).toEqual(['a', 'b'])
    expect(b.lastIds()).toEqual(['a', 'b'])
    one.updatePresence('survey:s', 1, { connection_id: 'b', selected: 'q1', typing: null })
    expect(a.presence.at(-1)?.find((e) => e.connection_id === 'b')?.selected).toBeNull()
    one.updatePresence('survey:s', 2, { connection_id: 'b', selected: 'q1', typing: null })
    expect(a.presence.at(-1)?.find((e) => e.connection_id === 'b')?.selected).toBe('q1')
    leaveB()
    expect(a.lastIds()).toEqual(['a'])
  })

  it("drops another server's entry once nobody announced it for the presence lifetime", async () => {
    let clock = 0
    const [one, two] = twoServers(() => clock, 1000)
    opened.push(one, two)
    const a = recorder('a', 1)
    one.join('survey:s', a.listener, entry('a', 1))
    // The other server announces an entry, then stops (it died): its hub is detached.
    two.join('survey:s', recorder('b', 2).listener, entry('b', 2))
    two.attach({ send: () => undefined, close: async () => undefined })
    expect(a.lastIds()).toEqual(['a', 'b'])
    clock = 999
    ;(one as unknown as { tick(): void }).tick()
    expect(a.lastIds()).toEqual(['a', 'b'])
    clock = 1000
    ;(one as unknown as { tick(): void }).tick()
    expect(a.lastIds()).toEqual(['a'])
    expect(a.heard.filter((h) => h === 'ping')).toHaveLength(2)
  })

  it('closes only the named user’s streams, or all of them; close ends every stream without an event', async () => {
    const [one, two] = twoServers(Date.now)
    opened.push(two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    one.join('survey:s', a.listener, entry('a', 1))
    one.join('survey:s', b.listener, entry('b', 2))
    two.publish({ kind: 'closed', scope: 'survey:s', user_id: 2, code: 'forbidden' })
    expect([a.heard, b.heard]).toEqual([[], ['closed forbidden']])
    await one.close()
    expect([a.heard, b.heard]).toEqual([['end'], ['closed forbidden', 'end']])
  })
})
