import { readFileSync } from 'node:fs'
import pg from 'pg'

/** User + system CPU time of a process in ms (Linux /proc; 100 ticks per second). */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

/**
 * CPU time is what a call costs whatever else runs on the machine (other agents share its two
 * cores, so wall-clock figures swing with the load): the server process and, on PostgreSQL, the
 * backends serving the benchmark's database.
 */
export async function cpuSnapshot(
  serverPid: number,
  pgUrl: string | undefined,
): Promise<{ server: number; postgres: number }> {
  let postgres = 0
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      for (const { pid } of rows) postgres += processCpuMs(pid)
    } finally {
      await client.end()
    }
  }
  return { server: processCpuMs(serverPid), postgres }
}

/** CPU used between `fromMs` and `fromMs + durationMs` from now (the load loop's measuring window). */
export async function cpuDuring(
  serverPid: number,
  pgUrl: string | undefined,
  fromMs: number,
  durationMs: number,
): Promise<{ serverMs: number; postgresMs: number }> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  await sleep(fromMs)
  const before = await cpuSnapshot(serverPid, pgUrl)
  await sleep(durationMs)
  const after = await cpuSnapshot(serverPid, pgUrl)
  return { serverMs: after.server - before.server, postgresMs: after.postgres - before.postgres }
}
