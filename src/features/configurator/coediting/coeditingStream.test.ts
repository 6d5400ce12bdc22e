import type { CoeditingEvent } from '@engine/api/coediting'
import { describe, expect, it } from 'vitest'
import { type LiveStatus, type Timers, startCoeditingStream } from './coeditingStream'
import { createPresenceSender } from './presence'

/** Timers the test runs by hand: each pending timeout with its delay. */
function manualTimers() {
  const pending: { ms: number; callback: () => void; handle: number }[] = []
  let next = 0
  const timers: Timers = {
    setTimeout(callback, ms) {
      pending.push({ ms, callback, handle: ++next })
      return next
    },
    clearTimeout(handle) {
      const i = pending.findIndex((p) => p.handle === handle)
      if (i >= 0) pending.splice(i, 1)
    },
  }
  return {
    timers,
    pending,
    fire() {
      const timer = pending.shift()
      if (!timer) throw new Error('no timer')
      timer.callback()
      return timer.ms
    },
  }
}

interface OpenStream {
  url: string
  headers: Record<string, string>
  send(text: string): void
  end(): void
}

/** A fetch whose answers the test writes: a stream it can feed and end, or another answer. */
function fakeFetch() {
  const calls: OpenStream[] = []
  const answers: (Response | 'network' | 'stream')[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift() ?? 'stream'
    if (answer === 'network') {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string>, send() {}, end() {} })
      throw new TypeError('Failed to fetch')
    }
    if (answer !== 'stream') return answer
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
    const encoder = new TextEncoder()
    calls.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  }) as typeof globalThis.fetch
  return { fetch, calls, answers }
}

const tick = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const hello = (version: number, id = 'c1') =>
  `event: hello\ndata: ${JSON.stringify({ version, connection_id: id })}\n\n`
const changes = (version: number) =>
  `event: changes\ndata: ${JSON.stringify({ version, change_id: `x${version}`, actor_id: 2, changes: [] })}\n\n`

function setup(
  options: { token?: () => string | null; renew?: () => Promise<boolean>; answers?: (Response | 'network')[] } = {},
) {
  const net = fakeFetch()
  net.answers.push(...(options.answers ?? []))
  const clock = manualTimers()
  const statuses: string[] = []
  const events: CoeditingEvent[] = []
  let version = 4
  let token = 'tok-1'
  let wake: (() => void) | undefined
  let lost: (() => void) | undefined
  const renewed: (string | null)[] = []
  const stream = startCoeditingStream({
    path: '/api/surveys/s1/live',
    fetch: net.fetch,
    token: options.token ?? (() => token),
    renewToken: async (sent) => {
      renewed.push(sent)
      token = 'tok-2'
      return options.renew ? options.renew() : true
    },
    after: () => version,
    onEvent: (event) => {
      events.push(event)
      if (event.type === 'changes') version = event.data.version
      if (event.type === 'reload') version = 9
    },
    onStatus: (status: LiveStatus, reason) => statuses.push(reason ? `${status}:${reason}` : status),
    timers: clock.timers,
    onWake: (callback) => {
      wake = callback
      return () => (wake = undefined)
    },
    onNetworkLost: (callback) => {
      lost = callback
      return () => (lost = undefined)
    },
  })
  return { net, clock, statuses, events, stream, renewed, wake: () => wake?.(), lose: () => lost?.() }
}

describe('the co-editing stream client', () => {
  it('connects with the editor’s token and version, and hands on every event in order', async () => {
    const { net, statuses, events, stream } = setup()
    await tick()
    expect(net.calls[0]?.url).toBe('/api/surveys/s1/live?after_version=4')
    expect(net.calls[0]?.headers.authorization).toBe('Bearer tok-1')
    net.calls[0]?.send(hello(4) + changes(5).slice(0, 17))
    net.calls[0]?.send(changes(5).slice(17) + ': ping\n\n' + changes(6))
    await tick()
    expect(events.map((e) => e.type)).toEqual(['hello', 'changes', 'changes'])
    expect(statuses).toEqual(['connecting', 'online'])
    expect(stream.connectionId()).toBe('c1')
    stream.stop()
  })

  it('reconnects after 1, 2, 5 and then every 15 seconds, from the version the editor has by then', async () => {
    const { net, clock, statuses, stream } = setup()
    await tick()
    net.calls[0]?.send(hello(4) + changes(5))
    await tick()
    net.calls[0]?.end()
    await tick()
    expect(statuses).toEqual(['connecting', 'online', 'connecting'])
    net.answers.push('network', 'network', 'network', 'network')
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      delays.push(clock.fire())
      await tick()
    }
    expect(delays).toEqual([1000, 2000, 5000, 15000, 15000])
    expect(net.calls.map((c) => c.url).slice(1)).toEqual(Array(5).fill('/api/surveys/s1/live?after_version=5'))
    // No answer at all: offline (edits wait), until the server answers again.
    expect(statuses).toEqual(['connecting', 'online', 'connecting', 'offline', 'connecting'])
    net.calls[5]?.send(hello(5))
    await tick()
    expect(statuses.at(-1)).toBe('online')
    stream.stop()
  })

  it('reconnects at once when the browser is back online or the page is shown again', async () => {
    const { net, clock, wake, stream } = setup({ answers: ['network'] })
    await tick()
    expect(clock.pending.map((t) => t.ms)).toEqual([1000])
    wake()
    await tick()
    expect(net.calls).toHaveLength(2)
    expect(clock.pending).toEqual([])
    stream.stop()
  })

  it('is offline at once when the browser loses the network, and back when it is online again', async () => {
    const { net, statuses, lose, wake, stream } = setup()
    await tick()
    net.calls[0]?.send(hello(4))
    await tick()
    lose()
    await tick()
    expect(statuses).toEqual(['connecting', 'online', 'offline'])
    wake()
    await tick()
    net.calls[1]?.send(hello(4, 'c2'))
    await tick()
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'connecting', 'online'])
    expect(stream.connectionId()).toBe('c2')
    stream.stop()
  })

  it('stops for good when the right was removed or the dialog deleted', async () => {
    for (const code of ['forbidden', 'not_found'] as const) {
      const { net, clock, statuses } = setup()
      await tick()
      net.calls[0]?.send(hello(4) + `event: closed\ndata: ${JSON.stringify({ code, msg: 'weg' })}\n\n`)
      await tick()
      expect(statuses.at(-1)).toBe(`stopped:${code}`)
      expect(clock.pending).toEqual([])
      expect(net.calls).toHaveLength(1)
    }
  })

  it('renews an expired token and reconnects at once with the new one', async () => {
    const { net, renewed, stream } = setup()
    await tick()
    net.calls[0]?.send(hello(4) + `event: closed\ndata: ${JSON.stringify({ code: 'token_expired', msg: 'x' })}\n\n`)
    await tick()
    expect(renewed).toEqual(['tok-1'])
    expect(net.calls[1]?.headers.authorization).toBe('Bearer tok-2')
    stream.stop()
  })

  it('on reload lets the editor load the dialog, then reconnects from its new version', async () => {
    const { net, events, stream } = setup()
    await tick()
    net.calls[0]?.send(hello(4) + `event: reload\ndata: ${JSON.stringify({ reason: 'too_many' })}\n\n`)
    await tick()
    expect(events.map((e) => e.type)).toEqual(['hello', 'reload'])
    expect(net.calls[1]?.url).toBe('/api/surveys/s1/live?after_version=9')
    stream.stop()
  })

  it('a server without a stream (404 not_found) ends it quietly; a missing dialog is named', async () => {
    const a = setup({ answers: [Response.json({ msg: 'Nicht gefunden.', code: 'not_found' }, { status: 404 })] })
    await tick()
    expect(a.statuses).toEqual(['connecting', 'stopped:unavailable'])
    const b = setup({
      answers: [Response.json({ msg: 'Nicht gefunden.', code: 'survey_not_found' }, { status: 404 })],
    })
    await tick()
    expect(b.statuses).toEqual(['connecting', 'stopped:not_found'])
  })
})

describe('presence calls', () => {
  it('go at most every 250 ms, and the last state is always sent', () => {
    const clock = manualTimers()
    let now = 0
    const sent: unknown[] = []
    const presence = createPresenceSender(
      async (body) => sent.push(body),
      () => 'c1',
      clock.timers,
      () => now,
    )
    presence.sendPresence({ selected: 'q1', typing: null })
    now = 50
    presence.sendPresence({ selected: 'q2', typing: null })
    presence.sendPresence({ selected: 'q3', typing: { block: 'q3', key: 'context' } })
    expect(sent).toEqual([{ connection_id: 'c1', selected: 'q1', typing: null }])
    expect(clock.pending.map((t) => t.ms)).toEqual([200])
    now = 250
    clock.fire()
    expect(sent).toEqual([
      { connection_id: 'c1', selected: 'q1', typing: null },
      { connection_id: 'c1', selected: 'q3', typing: { block: 'q3', key: 'context' } },
    ])
  })

  it('wait for a connection, and are repeated after a reconnect', () => {
    const clock = manualTimers()
    let id: string | null = null
    const sent: { connection_id: string }[] = []
    const presence = createPresenceSender(
      async (body) => sent.push(body),
      () => id,
      clock.timers,
      () => 1000,
    )
    presence.sendPresence({ selected: 'q1', typing: null })
    expect(sent).toEqual([])
    id = 'c1'
    presence.flush()
    id = 'c2'
    presence.flush()
    expect(sent.map((b) => b.connection_id)).toEqual(['c1'])
    clock.fire()
    expect(sent.map((b) => b.connection_id)).toEqual(['c1', 'c2'])
  })
})
