/** Flags that load a module into every thread: each thread of ours registers tsx itself. */
const LOADERS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])

const isTsx = (specifier: string) => /(^|[/\\@])tsx([/\\@.]|$)/.test(specifier)

/**
 * Node's flags for our worker threads: the parent's, without its tsx loader. A thread inherits
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
    kept.push(flag)
  }
  return kept
}
