import { describe, expect, it } from 'vitest'
import { type SseEvent, sseParser } from './sseParser'

describe('reading a text/event-stream', () => {
  it('splits events across chunk borders, joins data lines and skips comment pings', () => {
    const events: SseEvent[] = []
    const feed = sseParser((e) => events.push(e))
    feed('event: hello\ndata: {"version":3,')
    feed('"connection_id":"c1"}\n\n: ping\n\nevent: changes\r\ndata: a\r\ndata: b\r\n\r\n')
    feed('data: plain\n\n')
    expect(events).toEqual([
      { type: 'hello', data: '{"version":3,"connection_id":"c1"}' },
      { type: 'changes', data: 'a\nb' },
      { type: 'message', data: 'plain' },
    ])
  })
})
