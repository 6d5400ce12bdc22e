/** Flags that load a module into every thread: each thread of ours registers tsx itself. */
const LOADERS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])

const isTsx = (specifier: string) => /(^|[/\\@])tsx([/\\@.]|$)/.test(specifier)

/**
 * Flags a worker thread refuses (ERR_WORKER_INVALID_EXEC_ARGV): V8's own, such as the heap and
 * stack sizes operators set (`node --max-old-space-size=4096 …`), and the process's title. V8's
 * flags hold for the whole process, its threads included, so a thread loses nothing without them;
 * passed on, the database thread did not start and the server refused to open its data folder.
 * V8 spells its flags with - or _.
 */
const PROCESS_WIDE =
  /^--(max-old-space-size|max-semi-space-size|min-semi-space-size|max-heap-size|initial-heap-size|initial-old-space-size|semi-space-growth-factor|stack-size|expose-gc|trace-gc[a-z-]*|title)(=|$)/
const isProcessWide = (flag: string) => PROCESS_WIDE.test(flag.replaceAll('_', '-'))

/**
 * Node's flags for our worker threads: the parent's, without its tsx loader and without the
 * process-wide flags a thread refuses (PROCESS_WIDE). A thread inherits
 * `--import tsx` and would register tsx (a module-hooks thread and an esbuild process) before its
 * entry runs; the entry registers tsx itself after it has lowered its own priority, so loaded
 * twice it cost every new worker ~250 ms of CPU at the server's priority (issue #27).
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string
    const eq = flag.indexOf('=')
    if (eq > 0 && LOADERS.has(flag.slice(0, eq)) && isTsx(flag.slice(eq + 1))) continue
    if (LOADERS.has(flag) && i + 1 < execArgv.length && isTsx(execArgv[i + 1] as string)) {
      i++
      continue
    }
    if (isProcessWide(flag)) continue
    kept.push(flag)
  }
  return kept
}
