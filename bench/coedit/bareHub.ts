// The baseline for fan-out: a bare node:http server that keeps event streams open and writes one
// event to all of them, nothing else (no auth, no database, no log read).
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BareHub {
  url: string
  connections(): number
  broadcast(type: string, data: string): void
  close(): Promise<void>
}

export async function startBareHub(): Promise<BareHub> {
  const open = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    res.write(`event: hello\ndata: {}\n\n`)
    open.add(res)
    req.on('close', () => open.delete(res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/live`,
    connections: () => open.size,
    broadcast(type, data) {
      for (const res of open) res.write(`event: ${type}\ndata: ${data}\n\n`)
    },
    async close() {
      for (const res of open) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
