import { Worker } from 'node:worker_threads'
/** Flags that load a module into every thread: each thread of ours registers tsx itself. */
const LOADERS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])

const isTsx = (specifier: string) => /(^|[/\\@])tsx([/\\@.]|$)/.test(specifier)

/**
 * Starts a thread with `execArgv` (the probe's default: one that runs nothing), or throws as
 * `new Worker` does: synchronously, before any thread starts, for flags a thread refuses.
 */
export type StartThread = (execArgv: string[]) => Worker

const probe: StartThread = (execArgv) => new Worker('', { eval: true, execArgv })

const accepted = new Map<string, string[]>()

/**
 * `flags` without those a worker thread refuses (ERR_WORKER_INVALID_EXEC_ARGV): V8's own, such
 * as the heap and stack sizes operators set (`node --max-old-space-size=4096 …`), `--jitless`,
 * `--v8-pool-size`, the process's title. They hold for the whole process, its threads included, so
 * a thread loses nothing without them; passed on, the database thread did not start and the
 * server refused to open its data folder. Node offers no list of them, and its error names them,
 * so a thread that runs nothing is started with the flags (once per process and list: about a
 * millisecond of the event loop), and each refusal takes out the flags it names.
 */
export function acceptedByThreads(flags: readonly string[], start: StartThread = probe): string[] {
  const key = flags.join('\0')
  const known = accepted.get(key)
  if (known) return [...known]
  let kept = [...flags]
  for (;;) {
    try {
      const thread = start(kept)
      thread.unref()
      void thread.terminate()
      break
    } catch (error) {
      const refused = refusedFlags(error)
      const next = kept.filter((flag) => !refused.has(flag))
      if (next.length === kept.length) throw error
      kept = next
    }
  }
  if (start === probe) accepted.set(key, kept)
  return [...kept]
}

/** The flags named by ERR_WORKER_INVALID_EXEC_ARGV ("… invalid execArgv flags: --a, --b=1"). */
function refusedFlags(error: unknown): Set<string> {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_WORKER_INVALID_EXEC_ARGV' || typeof message !== 'string') return new Set()
  const list = message.slice(message.indexOf(':') + 1)
  return new Set(
    list
      .split(',')
      .map((flag) => flag.trim())
      .filter(Boolean),
  )
}

/**
 * Node's flags for our worker threads: the parent's, without its tsx loader and without the
 * process-wide flags a thread refuses (acceptedByThreads). A thread inherits
 * `--import tsx` and would register tsx (a module-hooks thread and an esbuild process) before its
 * entry runs; the entry registers tsx itself after it has lowered its own priority, so loaded
 * twice it cost every new worker ~250 ms of CPU at the server's priority (issue #27).
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv, start?: StartThread): string[] {
  const kept: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string
    const eq = flag.indexOf('=')
    if (eq > 0 && LOADERS.has(flag.slice(0, eq)) && isTsx(flag.slice(eq + 1))) continue
    if (LOADERS.has(flag) && i + 1 < execArgv.length && isTsx(execArgv[i + 1] as string)) {
      i++
      continue
    }
    kept.push(flag)
  }
  return acceptedByThreads(kept, start)
}
