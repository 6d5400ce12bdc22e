import { aSurvey, FakeServer } from '@engine/testing'
import { toEditorState, updateBlock } from '@engine/index'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { openConfiguratorSession } from '../configuratorSession'
import { configuratorResponse } from '../testing/testSession'

/** The configurator session with its co-editing stream over a fetch the test feeds. */
async function openWithStream() {
  const server = new FakeServer(toEditorState(aSurvey({ blocks: 2 })), 0)
  let feed!: (text: string) => void
  let end!: () => void
  let fail = false
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (fail) throw new TypeError('Failed to fetch')
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = (text) => controller.enqueue(encoder.encode(text))
        end = () => controller.close()
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')))
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof globalThis.fetch
  const presenceCalls: unknown[] = []
  const session = await openConfiguratorSession('s1', {
    load: async () => configuratorResponse(server.snapshot()),
    transport: server,
    report: () => {},
    coediting: {
      fetch,
      token: () => 'tok',
      renewToken: async () => true,
      presence: async (_id, body) => presenceCalls.push(body),
      // Backoff without waiting: every retry on the next turn.
      timers: {
        setTimeout: (callback) => setTimeout(callback, 0),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    },
  })
  const tick = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  }
  await tick()
  return {
    server,
    session,
    feed: (text: string) => feed(text),
    end: () => end(),
    tick,
    presenceCalls,
    network: (up: boolean) => (fail = !up),
  }
}

describe('the configurator session’s co-editing stream', () => {
  it('shows a colleague’s saved edit, keeps who else is there (hello list, then deltas), and names its connection in presence calls', async () => {
    const { server, session, feed, tick, presenceCalls } = await openWithStream()
    await server.colleague({ kind: 'block.field', block: 'q2', key: 'context', before: '', after: 'von Kai' })
    const row = server.log[0]!
    const kai = { connection_id: 'c2', user_id: 2, name: 'Kai', color: '#2', selected: null, typing: null }
    const ute = { connection_id: 'c3', user_id: 3, name: 'Ute', color: '#3', selected: null, typing: null }
    feed(`event: hello\ndata: ${JSON.stringify({ version: 0, connection_id: 'c1', editors: [kai] })}\n\n`)
    feed(`event: changes\ndata: ${JSON.stringify({ ...row, actor_id: 2 })}\n\n`)
    const delta = { joined: [ute], changed: [{ ...kai, selected: 'q2' }], left: [] }
    feed(`event: presence\ndata: ${JSON.stringify(delta)}\n\n`)
    await tick()
    expect(session.state.get().blocks.get('q2')?.context).toBe('von Kai')
    expect(session.editor.version()).toBe(1)
    expect(session.coediting.status).toBe('online')
    expect(session.coediting.editors).toEqual([{ ...kai, selected: 'q2' }, ute])
    feed(`event: presence\ndata: ${JSON.stringify({ joined: [], changed: [], left: ['c2'] })}\n\n`)
    await tick()
    expect(session.coediting.editors).toEqual([ute])
    session.sendPresence({ selected: 'q1', typing: null })
    expect(presenceCalls).toEqual([{ connection_id: 'c1', selected: 'q1', typing: null }])
    session.dispose()
  })

  it('tells the editor it is offline when the network is gone, so edits wait and go once it is back', async () => {
    const { server, session, feed, end, tick, network } = await openWithStream()
    feed(`event: hello\ndata: {"version":0,"connection_id":"c1"}\n\n`)
    await tick()
    network(false)
    end()
    await tick()
    expect(session.coediting.status).toBe('offline')
    expect(await firstValueFrom(session.editor.connection$)).toBe('offline')
    const saved = session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'offline getippt' }))
    await tick()
    expect(server.log).toHaveLength(0)
    network(true)
    await tick()
    feed(`event: hello\ndata: {"version":0,"connection_id":"c2"}\n\n`)
    expect(await saved).toEqual({ ok: true })
    expect(server.state.blocks.get('q1')?.context).toBe('offline getippt')
    expect(session.coediting.status).toBe('online')
    session.dispose()
  })
})
