import { type CoeditingEvent, parseCoeditingEvent } from '../api/coediting'
import { createSseParser } from './sseParser'

/**
 * A response body as `fetch` gives it in browsers and in Node 18+ (a `ReadableStream` of bytes),
 * or of text already decoded. Structural, so the engine needs no DOM or Node types.
 */
export interface StreamBody {
  getReader(): StreamReader
}

export interface StreamReader {
  read(): Promise<{ done: boolean; value?: Uint8Array | string | undefined }>
  cancel(reason?: unknown): Promise<void>
}

/** What the co-editing stream carries: its events, and the server's `: ping` comment (LIVE_PING_MS). */
export type CoeditingReceived = CoeditingEvent | { type: 'ping' }

interface Decoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string
}

/** The platform's TextDecoder (browsers and Node have one; the engine's own types do not). */
function utf8Decoder(): Decoder {
  const TextDecoder = (globalThis as { TextDecoder?: new () => Decoder }).TextDecoder
  if (!TextDecoder) throw new Error('TextDecoder fehlt auf dieser Plattform.')
  return new TextDecoder()
}

/**
 * Reads a `/live` stream's body to its end (docs/design/coediting.md): each event parsed with
 * `parseCoeditingEvent`, in order, pings as `{type: 'ping'}`; events of a type this engine does not
 * know (or whose data does not parse) are skipped, or handed to `onUnknown`. Resolves when the server ends the stream; rejects when the connection breaks
 * or the reader is cancelled. The app's stream clients and `openCoediting` read with it.
 */
export async function readCoeditingEvents(
  body: StreamBody,
  onEvent: (event: CoeditingReceived) => void,
  options: { onUnknown?(type: string, data: string): void } = {},
): Promise<void> {
  const parser = createSseParser(
    (type, data) => {
      const event = parseCoeditingEvent(type, data)
      if (event) onEvent(event)
      else options.onUnknown?.(type, data)
    },
    (comment) => {
      if (comment.trim() === 'ping') onEvent({ type: 'ping' })
    },
  )
  const reader = body.getReader()
  let decoder: Decoder | undefined
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (value === undefined) continue
    parser.push(typeof value === 'string' ? value : (decoder ??= utf8Decoder()).decode(value, { stream: true }))
  }
  if (decoder) parser.push(decoder.decode())
}
