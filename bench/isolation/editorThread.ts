// The editor of bench:isolation in a thread of its own (run.ts): its work on the bench's side
// (building a 10 MB form, a megabyte of JSON, reading an export) no longer holds the event loop
// that sends the respondents' calls and times their answers, so a window's figures are the
// server's alone. The bench's main thread asks for each attack's preparation and run; the
// prepared input stays here.
import { type MessagePort, Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { ATTACKS } from './attacks'
import type { AttackContext } from './attacks/attack'
import { type EditorCall, editorClient } from './editorClient'
import type { Seeded } from './seed'

interface Setup {
  base: string
  seeded: Seeded
  thinkMs: number
}

type Ask = { op: 'prepare'; attack: string } | { op: 'run'; attack: string; boundMs: number }
type Request = Ask & { id: number }
type Reply = { id: number; ok: true; calls?: EditorCall[] } | { id: number; ok: false; error: string }

export interface EditorThread {
  /** The attack's preparation (a fresh login first); rejects with its reason. */
  prepare(attack: string): Promise<void>
  /** The attack's run, ended at `boundMs` by its own signal; the editor's calls. */
  run(attack: string, boundMs: number): Promise<EditorCall[]>
  close(): Promise<void>
}

export function startEditorThread(setup: Setup): EditorThread {
  const worker = new Worker(new URL('./editorWorker.mjs', import.meta.url), { workerData: setup })
  worker.unref()
  let next = 1
  let ended: Error | undefined
  const waiting = new Map<number, (reply: Reply) => void>()
  worker.on('message', (reply: Reply) => {
    waiting.get(reply.id)?.(reply)
    waiting.delete(reply.id)
  })
  const failAll = (error: Error) => {
    ended ??= error
    for (const [id, settle] of waiting) settle({ id, ok: false, error: error.message })
    waiting.clear()
  }
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`the editor's thread ended (${code})`)))
  const ask = (request: Ask) =>
    new Promise<Reply>((resolve) => {
      const id = next++
      if (ended) return resolve({ id, ok: false, error: ended.message })
      waiting.set(id, resolve)
      worker.postMessage({ ...request, id })
    }).then((reply) => {
      if (!reply.ok) throw new Error(reply.error)
      return reply
    })
  return {
    prepare: async (attack) => {
      await ask({ op: 'prepare', attack })
    },
    run: async (attack, boundMs) => (await ask({ op: 'run', attack, boundMs })).calls ?? [],
    close: async () => {
      await worker.terminate()
    },
  }
}

if (!isMainThread) {
  const setup = workerData as Setup
  const port = parentPort as MessagePort
  const prepared = new Map<string, { ctx: AttackContext; input: unknown }>()
  const contextFor = async (): Promise<AttackContext> => ({
    base: setup.base,
    editor: await editorClient(setup.base),
    seeded: setup.seeded,
    thinkMs: setup.thinkMs,
  })
  port.on('message', async (request: Request) => {
    try {
      const attack = ATTACKS.find((a) => a.name === request.attack)
      if (!attack) throw new Error(`unknown attack ${request.attack}`)
      if (request.op === 'prepare') {
        const ctx = await contextFor()
        prepared.set(attack.name, { ctx, input: await attack.prepare?.(ctx) })
        port.postMessage({ id: request.id, ok: true } satisfies Reply)
        return
      }
      const ready = prepared.get(attack.name)
      if (!ready) throw new Error(`${attack.name} was not prepared`)
      prepared.delete(attack.name)
      const calls = await attack.run(ready.ctx, ready.input, AbortSignal.timeout(request.boundMs))
      port.postMessage({ id: request.id, ok: true, calls } satisfies Reply)
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, error: (error as Error).message } satisfies Reply)
    }
  })
}
