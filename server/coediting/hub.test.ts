import { applyPresence, type PresenceEvent, type PresentEditor } from '@engine/api/coediting'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_COEDITING, type CoeditingListener, CoeditingHub, TooManyStreamsError } from './hub'
import { PresenceFloodError } from './presenceBudget'

const FLUSH_MS = DEFAULT_COEDITING.presenceFlushMs

/** What a stream heard, in order, and its presence list as the app keeps it (hello list + deltas). */
function recorder(connectionId: string, userId: number) {
  const heard: string[] = []
  const deltas: PresenceEvent[] = []
  let list: PresentEditor[] = []
  const listener: CoeditingListener = {
    connectionId,
    userId,
    version: (v) => heard.push(`version ${v}`),
    outside: (what) => heard.push(`outside ${what}`),
    presence: (delta) => {
      deltas.push(delta)
      list = applyPresence(list, delta)
    },
    closed: (code) => heard.push(`closed ${code}`),
    ping: () => heard.push('ping'),
    recheck: () => heard.push('recheck'),
    end: () => heard.push('end'),
  }
  return {
    listener,
    heard,
    deltas,
    entry: entry(connectionId, userId),
    /** Joins the hub as coeditingStream does: the hello's list first. */
    join(hub: CoeditingHub, scope: string) {
      const joined = hub.join(scope, listener, entry(connectionId, userId))
      list = joined.editors
      return joined.leave
    },
    list: () => list,
    ids: () => list.map((e) => e.connection_id),
  }
}

function entry(connectionId: string, userId: number): PresentEditor {
  return {
    connection_id: connectionId,
    user_id: userId,
    name: `u${userId}`,
    color: '#000',
    selected: null,
    typing: null,
  }
}

const flush = () => vi.advanceTimersByTime(FLUSH_MS)
/** Across servers an entry goes out with the holding server's flush and reaches streams with the other's. */
const settle = () => {
  flush()
  flush()
}

/** Two app servers whose hubs hear each other, as NOTIFY would deliver (every notice to every hub, own included). */
function twoServers(presenceTtlMs = 1000) {
  const hubs: CoeditingHub[] = []
  const make = () =>
    new CoeditingHub({ pingMs: 60_000, presenceTtlMs, now: Date.now, onError: (e) => expect.fail(String(e)) })
  hubs.push(make(), make())
  for (const hub of hubs)
    hub.attach({ send: (text) => hubs.forEach((h) => h.receive(text)), close: async () => undefined })
  return hubs as [CoeditingHub, CoeditingHub]
}

describe('the co-editing hub', () => {
  const opened: CoeditingHub[] = []
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((h) => h.close()))
    vi.useRealTimers()
  })
  const hub = (options: Partial<typeof DEFAULT_COEDITING> = {}) => {
    const h = new CoeditingHub({ ...options, now: Date.now, onError: (e) => expect.fail(String(e)) })
    opened.push(h)
    return h
  }

  it("a recheck reaches every stream of its scope; a user's recheck every stream of that user, on both servers", () => {
    const [one, two] = twoServers()
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    const aElsewhere = recorder('c', 1)
    a.join(one, 'multichat:1')
    b.join(two, 'multichat:1')
    aElsewhere.join(two, 'survey:t')
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
    const [one, two] = twoServers()
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    const elsewhere = recorder('c', 3)
    a.join(one, 'survey:s')
    b.join(two, 'survey:s')
    elsewhere.join(two, 'survey:t')
    one.publish({ kind: 'version', scope: 'survey:s', version: 7 })
    expect(a.heard).toEqual(['version 7'])
    expect(b.heard).toEqual(['version 7'])
    expect(elsewhere.heard).toEqual([])
  })

  it('merges presence across servers; an update is applied by the server holding the stream, for its user only', () => {
    const [one, two] = twoServers()
    opened.push(one, two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    a.join(one, 'survey:s')
    const leaveB = b.join(two, 'survey:s')
    settle()
    expect(a.ids()).toEqual(['b'])
    expect(b.ids()).toEqual(['a'])
    one.updatePresence('survey:s', 1, { connection_id: 'b', selected: 'q1', typing: null })
    settle()
    expect(a.list()[0]?.selected).toBeNull()
    one.updatePresence('survey:s', 2, { connection_id: 'b', selected: 'q1', typing: null })
    settle()
    expect(a.list()[0]?.selected).toBe('q1')
    leaveB()
    settle()
    expect(a.ids()).toEqual([])
  })

  it('a join sends the other streams only the new entry, and the new stream gets the list once with its hello', () => {
    const h = hub()
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    a.join(h, 'survey:s')
    b.join(h, 'survey:s')
    flush()
    const c = recorder('c', 3)
    c.join(h, 'survey:s')
    expect(c.ids()).toEqual(['a', 'b'])
    flush()
    expect(a.deltas.at(-1)).toEqual({ joined: [c.entry], changed: [], left: [] })
    expect(b.deltas.at(-1)).toEqual({ joined: [c.entry], changed: [], left: [] })
    expect(c.deltas).toEqual([])
  })

  it('a hundred presence calls within one interval reach a watcher as one event with the last state', () => {
    const h = hub({ maxPresenceCallsPerSecond: 1000 })
    const watcher = recorder('w', 1)
    const busy = recorder('b', 2)
    watcher.join(h, 'survey:s')
    busy.join(h, 'survey:s')
    flush()
    const before = watcher.deltas.length
    for (let i = 0; i < 100; i++)
      h.updatePresence('survey:s', 2, { connection_id: 'b', selected: `q${i}`, typing: null })
    flush()
    expect(watcher.deltas.length - before).toBe(1)
    expect(watcher.deltas.at(-1)?.changed.map((e) => e.selected)).toEqual(['q99'])
  })

  it('a stream that joins and leaves within one interval is never announced', () => {
    const h = hub()
    const watcher = recorder('w', 1)
    watcher.join(h, 'survey:s')
    flush()
    recorder('x', 2).join(h, 'survey:s')()
    flush()
    expect(watcher.deltas).toEqual([])
  })

  it("a stream never hears its own user's entries, so one account's streams cost nothing per join", () => {
    const h = hub({ maxStreamsPerScope: 50, maxStreamsPerAccount: 50 })
    const tabs = Array.from({ length: 20 }, (_, i) => recorder(`t${i}`, 1))
    for (const tab of tabs) {
      tab.join(h, 'survey:s')
      flush()
    }
    expect(tabs.every((tab) => tab.deltas.length === 0 && tab.list().length === 0)).toBe(true)
  })

  it('refuses the stream over the per-dialog cap of an account; other accounts and dialogs are unaffected, a closed stream frees its slot', () => {
    const h = hub({ maxStreamsPerScope: 2, maxStreamsPerAccount: 3 })
    const leave = recorder('a1', 1).join(h, 'survey:s')
    recorder('a2', 1).join(h, 'survey:s')
    expect(() => recorder('a3', 1).join(h, 'survey:s')).toThrow(TooManyStreamsError)
    expect(() => recorder('b1', 2).join(h, 'survey:s')).not.toThrow()
    recorder('a4', 1).join(h, 'multichat:1')
    // Three streams of the account in all: the account's cap holds on any scope.
    expect(() => recorder('a5', 1).join(h, 'survey:t')).toThrow(TooManyStreamsError)
    leave()
    expect(() => recorder('a6', 1).join(h, 'survey:s')).not.toThrow()
  })

  it('bounds presence calls per connection: the eleventh within a second is refused, the next second is free again', () => {
    const h = hub()
    recorder('b', 2).join(h, 'survey:s')
    const call = () => h.updatePresence('survey:s', 2, { connection_id: 'b', selected: null, typing: null })
    for (let i = 0; i < DEFAULT_COEDITING.maxPresenceCallsPerSecond; i++) call()
    expect(call).toThrow(PresenceFloodError)
    vi.advanceTimersByTime(1000)
    expect(call).not.toThrow()
  })

  it("drops another server's entry once nobody announced it for the presence lifetime", () => {
    const [one, two] = twoServers(1000)
    opened.push(one, two)
    const a = recorder('a', 1)
    a.join(one, 'survey:s')
    // The other server announces an entry, then stops (it died): its hub is detached.
    recorder('b', 2).join(two, 'survey:s')
    settle()
    two.attach({ send: () => undefined, close: async () => undefined })
    expect(a.ids()).toEqual(['b'])
    vi.advanceTimersByTime(1000 - FLUSH_MS - 1)
    ;(one as unknown as { tick(): void }).tick()
    flush()
    expect(a.ids()).toEqual(['b'])
    ;(one as unknown as { tick(): void }).tick()
    flush()
    expect(a.ids()).toEqual([])
    expect(a.heard.filter((x) => x === 'ping')).toHaveLength(2)
  })

  it('closes only the named user’s streams, or all of them; close ends every stream without an event', async () => {
    const [one, two] = twoServers()
    opened.push(two)
    const a = recorder('a', 1)
    const b = recorder('b', 2)
    a.join(one, 'survey:s')
    b.join(one, 'survey:s')
    two.publish({ kind: 'closed', scope: 'survey:s', user_id: 2, code: 'forbidden' })
    expect([a.heard, b.heard]).toEqual([[], ['closed forbidden']])
    await one.close()
    expect([a.heard, b.heard]).toEqual([['end'], ['closed forbidden', 'end']])
  })
})
