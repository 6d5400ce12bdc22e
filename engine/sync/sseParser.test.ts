import { describe, expect, it } from 'vitest'
import { createSseParser } from './sseParser'

const parse = (chunks: string[]) => {
  const events: [string, string][] = []
  const parser = createSseParser((type, data) => events.push([type, data]))
  for (const chunk of chunks) parser.push(chunk)
  return events
}

const stream = 'event: hello\ndata: {"version":3,"connection_id":"c1"}\n\n: ping\n\nevent: changes\ndata: {"a":1}\n\n'

describe('the co-editing stream’s SSE parser', () => {
  it('reads named events and skips comment lines', () => {
    expect(parse([stream])).toEqual([
      ['hello', '{"version":3,"connection_id":"c1"}'],
      ['changes', '{"a":1}'],
    ])
  })

  it('gives the same events however the stream is split into chunks', () => {
    const whole = parse([stream])
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = []
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size))
      expect(parse(chunks), `chunks of ${size}`).toEqual(whole)
    }
  })

  it('takes \\r\\n and \\r line ends, even with \\r and \\n in different chunks', () => {
    expect(parse(['event: a\r', '\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('joins several data lines with a line break and names an unnamed event message', () => {
    expect(parse(['data: eins\ndata:zwei\n\n'])).toEqual([['message', 'eins\nzwei']])
  })

  it('dispatches nothing for an event without data, or one not yet ended by a blank line', () => {
    expect(parse(['event: hello\n\n', 'event: changes\ndata: {}\n'])).toEqual([])
  })
})
