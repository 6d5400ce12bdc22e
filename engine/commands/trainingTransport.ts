import { EngineError } from '../EngineError'
import type { Transport, TransportCall } from '../sync/Transport'

type Example = { id?: string | number; handle: string; text: string }
const EXAMPLES = /^(\/api\/surveys\/[^/]+\/training\/[^/]+\/examples)(?:\/([^/]+))?$/
const isServerId = (id: string) => /^[1-9]\d{0,15}$/.test(id)

/**
 * The server numbers examples (engine/api/training.ts); the engine names a new example before
 * the server has seen it. This transport keeps the mapping: a new example goes out without an id
 * and its answer's id is remembered, so the later undo (delete) or edit names the right row.
 * Calls go out one at a time in order (SyncQueue), so an id is known before it is needed.
 */
export function withTrainingIds(inner: Transport): Transport & { serverId(id: string): number | undefined } {
  const known = new Map<string, number>()
  const serverId = (id: string) => (isServerId(id) ? Number(id) : known.get(id))
  const required = (id: string) => {
    const found = serverId(id)
    if (found === undefined) throw new EngineError('sync_failed', 'Das Beispiel ist noch nicht gespeichert.')
    return found
  }

  async function send(call: TransportCall): Promise<unknown> {
    const match = EXAMPLES.exec(call.path)
    if (!match) return inner.send(call)
    const [, base, tail] = match as unknown as [string, string, string | undefined]
    if (tail === 'delete') {
      const ids = ((call.body as { ids: string[] }).ids ?? [])
        .map(serverId)
        .filter((id): id is number => id !== undefined)
      return ids.length === 0 ? { deleted: [] } : inner.send({ ...call, body: { ids } })
    }
    if (tail !== undefined && tail !== 'import') {
      return inner.send({ ...call, path: `${base}/${required(decodeURIComponent(tail))}` })
    }
    if (tail === 'import' || call.method !== 'POST') return inner.send(call)
    const examples = (call.body as { examples: Example[] }).examples
    const sent = examples.map(({ id, handle, text }) => {
      const server = id === undefined ? undefined : serverId(String(id))
      return server === undefined ? { handle, text } : { id: server, handle, text }
    })
    const response = (await inner.send({ ...call, body: { examples: sent } })) as
      { examples?: { id: number; handle: string; text: string }[] } | undefined
    const saved = response?.examples ?? []
    examples.forEach((example, i) => {
      const id = String(example.id ?? '')
      if (!id || isServerId(id)) return
      const match =
        saved[i] && saved[i].handle === example.handle
          ? saved[i]
          : saved.find((s) => s.handle === example.handle && s.text === example.text.trim())
      if (match) known.set(id, match.id)
    })
    return response
  }

  return { send, serverId: (id) => serverId(id) }
}
