import type { PresentEditor } from '@engine/api/coediting'
import { createDialogEditor, type DialogEditor } from '@engine/index'
import { aSurvey, FakeServer } from '@engine/testing'
import { toEditorState } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { openCoeditingLink } from './coeditingLink'
import type { OwnPresence } from './presenceView'
import { recolored } from './presenceColors'

const me: PresentEditor = {
  connection_id: 'c-me',
  user_id: 1,
  name: 'Ich',
  color: '#2D72D2',
  selected: null,
  typing: null,
}
const erika: PresentEditor = { ...me, connection_id: 'c-erika', user_id: 2, name: 'Erika Test' }

/** A stream the test writes events into, as the server would. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (type: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  }
}

/** `failing`: how many of the first connections fail before any answer (the network is gone). */
function setUp({ failing = 0 } = {}) {
  const snapshot = aSurvey({ blocks: 2 })
  const server = new FakeServer(toEditorState(snapshot))
  const editor: DialogEditor = createDialogEditor({ ...snapshot, version: 0, transport: server })
  const streams: ReturnType<typeof fakeStream>[] = []
  const urls: string[] = []
  const sent: (OwnPresence & { connection_id: string })[] = []
  const waits: number[] = []
  const link = openCoeditingLink('/api/surveys/s1/live', editor, {
    token: () => 'tok',
    sendPresence: async (body) => void sent.push(body),
    fetch: async (url) => {
      urls.push(String(url))
      if (urls.length <= failing) throw new TypeError('Failed to fetch')
      const stream = fakeStream()
      streams.push(stream)
      return stream.response
    },
    wait: async (ms) => void waits.push(ms),
  })
  return { editor, link, streams, urls, sent, waits, blockId: editor.getState().blocks.ids[0] ?? '' }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the configurator co-editing link', () => {
  it("shows everyone else from presence events and sends own presence with the hello's connection id", async () => {
    const { link, streams, sent } = setUp()
    await tick()
    link.presence.own.select('q1')
    expect(sent).toEqual([]) // no connection id before hello
    streams[0]?.send('hello', { version: 0, connection_id: 'c-me', editors: [erika] })
    await tick()
    expect(sent).toEqual([{ connection_id: 'c-me', selected: 'q1', typing: null }])
    expect(link.presence.others.get()).toEqual(recolored([erika]))
    streams[0]?.send('presence', { joined: [], changed: [{ ...erika, selected: 'q1' }], left: [] })
    await tick()
    expect(link.presence.others.get()).toEqual(recolored([{ ...erika, selected: 'q1' }]))
    streams[0]?.send('presence', { joined: [], changed: [], left: [erika.connection_id] })
    await tick()
    expect(link.presence.others.get()).toEqual([])
    link.close()
  })

  it("applies a colleague's saved edit to the editor, and reconnects from the version it holds when the stream ends", async () => {
    const { editor, link, streams, urls, blockId } = setUp()
    await tick()
    streams[0]?.send('hello', { version: 0, connection_id: 'c-me' })
    const block = editor.getState().blocks.get(blockId)
    streams[0]?.send('changes', {
      version: 1,
      change_id: 'x1',
      actor_id: 2,
      changes: [
        { kind: 'block.field', block: blockId, key: 'context', before: block?.context ?? '', after: 'Von Erika' },
      ],
    })
    await tick()
    expect(editor.getState().blocks.get(blockId)?.context).toBe('Von Erika')
    streams[0]?.send('presence', { joined: [erika], changed: [], left: [] })
    await tick()
    expect(link.presence.others.get()).toEqual(recolored([erika]))
    streams[0]?.end()
    await tick()
    expect(link.presence.others.get()).toEqual([]) // nobody known while reconnecting
    expect(urls).toEqual(['/api/surveys/s1/live?after_version=0', '/api/surveys/s1/live?after_version=1'])
    link.close()
  })

  it('waits 1, 2, 5 and then 15 seconds between failed connections, and 1 second again after a hello', async () => {
    const { link, streams, urls, waits } = setUp({ failing: 5 })
    await tick()
    expect(urls).toHaveLength(6)
    expect(waits).toEqual([1000, 2000, 5000, 15000, 15000])
    streams[0]?.send('hello', { version: 0, connection_id: 'c-me', editors: [] })
    await tick()
    streams[0]?.end()
    await tick()
    expect(waits.slice(5)).toEqual([1000])
    link.close()
  })

  it('stops for good when the server closes the stream as forbidden', async () => {
    const { link, streams, urls } = setUp()
    await tick()
    streams[0]?.send('closed', { code: 'forbidden', msg: 'Keine Berechtigung.' })
    streams[0]?.end()
    await tick()
    await tick()
    expect(urls).toHaveLength(1)
    link.close()
  })
})
