import type { TransportCall } from '@engine/index'

/**
 * The API client as the training page uses it. Its own module because both the session and the
 * actions it creates call it, and the session imports the actions.
 */
export type Request = (
  method: TransportCall['method'],
  path: string,
  options?: { body?: unknown; query?: Record<string, string> },
) => Promise<unknown>
