import { EditResponse } from '../api/editing'
import type { HistoryEntry } from '../history/HistoryEntry'
import type { TransportCall } from './Transport'

/**
 * Whether the entry's call is a dialog edit that the server counts in the dialog's `version`.
 * Trigger calls belong to the dialog manager, and training examples do not bump the version on
 * purpose (docs/training.md), so neither may be refused as stale.
 */
export const isVersionedEntry = (entry: HistoryEntry): boolean => entry.type !== 'triggers' && entry.type !== 'training'

/**
 * The call with `expected_version` (engine/api/editing.ts): in the body, or in the query for
 * DELETE, which has no body. Without a known version the call goes out as it is.
 */
export function withExpectedVersion(
  call: TransportCall,
  entry: HistoryEntry,
  version: number | undefined,
): TransportCall {
  if (version === undefined || !isVersionedEntry(entry)) return call
  if (call.method === 'DELETE') {
    const separator = call.path.includes('?') ? '&' : '?'
    return { ...call, path: `${call.path}${separator}expected_version=${version}` }
  }
  return { ...call, body: { ...(call.body as object | undefined), expected_version: version } }
}

/** The dialog's version after an accepted edit, as every editing call answers it; undefined from an older server. */
export function answeredVersion(answer: unknown): number | undefined {
  const parsed = EditResponse.safeParse(answer)
  return parsed.success ? parsed.data.version : undefined
}
