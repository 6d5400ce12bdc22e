import { Agent, request } from 'node:http'

export interface Reply {
  status: number
  body: unknown
  /** Request sent to last byte received, ms. */
  ms: number
}

export interface HttpClient {
  send(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Reply>
  close(): void
}

/**
 * A small keep-alive JSON client on node:http: the benchmark shares two cores with the server,
 * so the client must cost little per request (global fetch costs several times as much CPU).
 * A connection error is answered as status 0, so the load loops can count it instead of dying.
 */
export function createHttpClient(base: string, sockets: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  const { hostname, port } = new URL(base)
  return {
    send(method, path, body, token) {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const headers: Record<string, string> = {}
      if (payload !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      const started = performance.now()
      return new Promise<Reply>((resolve) => {
        const req = request({ agent, hostname, port, method, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed: unknown = text
            try {
              parsed = JSON.parse(text)
            } catch {
              // not JSON: keep the text for the error report
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started })
          })
          res.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }))
        })
        req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }))
        req.end(payload)
      })
    },
    close: () => agent.destroy(),
  }
}

/**
 * The same calls through Node's global `fetch` (undici), as a new user's script or a browser-like
 * client sends them (issue #31 measured the floor so). It costs the machine several times the CPU
 * per request of `createHttpClient`, on the cores the server uses too, so it narrows the gap
 * between a cheap request and an expensive one: `LAUNCH_CLIENT=fetch` (docs/benchmarks.md).
 */
export function createFetchClient(base: string): HttpClient {
  return {
    async send(method, path, body, token) {
      const headers: Record<string, string> = {}
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      const started = performance.now()
      try {
        const res = await fetch(base + path, {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        })
        const text = await res.text()
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {
          // not JSON: keep the text for the error report
        }
        return { status: res.status, body: parsed, ms: performance.now() - started }
      } catch (error) {
        return { status: 0, body: (error as Error).message, ms: performance.now() - started }
      }
    },
    close: () => undefined,
  }
}
