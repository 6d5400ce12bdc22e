// A minimal Server-Sent Events reader over node:http: what the app's stream client does with
// fetch, without the browser (docs/design/coediting.md "The stream").
import { type ClientRequest, request } from 'node:http'

export interface SseEvent {
  type: string
  data: string
}

export interface SseReader {
  /** Resolves when the answer's headers arrived (rejects on a non-200 status). */
  readonly opened: Promise<void>
  close(): void
}

/** Splits a text/event-stream into events; comment lines (`: ping`) are skipped. */
export function sseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  return (chunk) => {
    buffer += chunk
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let type = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
      }
      if (data.length > 0) onEvent({ type, data: data.join('\n') })
      end = buffer.indexOf('\n\n')
    }
  }
}

/** GET `url` as an event stream with the bearer token; every event goes to `onEvent`. */
export function openSse(url: string, token: string, onEvent: (event: SseEvent) => void): SseReader {
  let req: ClientRequest | undefined
  const opened = new Promise<void>((resolve, reject) => {
    req = request(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => reject(new Error(`GET ${url}: ${res.statusCode} ${body}`)))
        return
      }
      res.setEncoding('utf8')
      res.on('data', sseParser(onEvent))
      res.on('error', () => {})
      resolve()
    })
    req.on('error', (error) => reject(error))
    req.end()
  })
  opened.catch(() => {})
  return { opened, close: () => req?.destroy() }
}
