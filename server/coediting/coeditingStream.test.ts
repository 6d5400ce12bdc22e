import { EventEmitter } from 'node:events'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenClaims } from '../auth/tokens'
import type { ServerContext } from '../context'
import type { User } from '../repositories/users'
import { CoeditingHub, TooManyStreamsError } from './hub'
import { openCoeditingStream } from './coeditingStream'

/** A response whose socket takes the first write and then never drains (nobody reads). */
function stalledResponse() {
  const raw = Object.assign(new EventEmitter(), {
    written: [] as string[],
    writableEnded: false,
    writeHead: () => undefined,
    write(text: string) {
      raw.written.push(text)
      return false
    },
    end() {
      raw.writableEnded = true
    },
  })
  const reply = { raw, hijack: () => undefined } as unknown as FastifyReply
  return { raw, reply }
}

const user = { id: 7, firstName: 'Ida', lastName: null, username: 'ida@example.org' } as unknown as User
const request = { log: { error: () => undefined } } as unknown as FastifyRequest

describe('a co-editing stream nobody reads', () => {
  let hub: CoeditingHub
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(async () => {
    await hub.close()
    vi.useRealTimers()
  })

  it('is ended once its writes have not drained for the drain timeout, and frees its slot', async () => {
    hub = new CoeditingHub({ maxStreamsPerScope: 1, drainTimeoutMs: 20_000, now: Date.now, onError: () => undefined })
    const ctx = { coediting: hub, now: Date.now } as unknown as ServerContext
    const { raw, reply } = stalledResponse()
    const source = {
      scope: 'survey:s',
      user,
      claims: { exp: Date.now() / 1000 + 3600 } as TokenClaims,
      currentVersion: async () => 1,
      notFound: () => new Error('not found') as never,
      authorize: async () => undefined,
    }
    await openCoeditingStream(ctx, request, reply, source)
    expect(raw.written[0]).toMatch(/^event: hello\n/)
    // The slot is taken: a second stream of the account on this dialog is refused.
    await expect(openCoeditingStream(ctx, request, stalledResponse().reply, source)).rejects.toThrow(
      TooManyStreamsError,
    )
    vi.advanceTimersByTime(19_999)
    expect(raw.writableEnded).toBe(false)
    vi.advanceTimersByTime(1)
    expect(raw.writableEnded).toBe(true)
    await expect(openCoeditingStream(ctx, request, stalledResponse().reply, source)).resolves.toBeUndefined()
  })

  it('stays open while its writes drain', async () => {
    hub = new CoeditingHub({ drainTimeoutMs: 20_000, now: Date.now, onError: () => undefined })
    const ctx = { coediting: hub, now: Date.now } as unknown as ServerContext
    const { raw, reply } = stalledResponse()
    await openCoeditingStream(ctx, request, reply, {
      scope: 'survey:s',
      user,
      claims: { exp: Date.now() / 1000 + 3600 } as TokenClaims,
      currentVersion: async () => 1,
      notFound: () => new Error('not found') as never,
      authorize: async () => undefined,
    })
    vi.advanceTimersByTime(10_000)
    raw.emit('drain')
    vi.advanceTimersByTime(15_000)
    expect(raw.writableEnded).toBe(false)
  })
})
