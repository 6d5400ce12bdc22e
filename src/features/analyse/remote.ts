import { ui } from '../../i18n'
import { ApiError } from '../../session/apiClient'
import { errorText as apiErrorText } from '../../session/errorText'

/** One answer from the server as the page shows it: the data stays visible while it reloads. */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'ok' | 'failed'
  data: T | null
  msg: string | null
}

export const idle = <T>(): Remote<T> => ({ status: 'idle', data: null, msg: null })

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return apiErrorText(error)
  // A reply outside the contract (zod) or a network failure: shown generically, details to the console.
  console.error(error)
  return ui.analyse.unexpectedAnswer
}

const latest = new WeakMap<object, number>()

/** Loads into `target`; only the latest request for a target may land (fast paging, refresh). */
export async function fetchInto<T>(target: Remote<T>, load: () => Promise<T>): Promise<void> {
  const request = (latest.get(target) ?? 0) + 1
  latest.set(target, request)
  target.status = 'loading'
  target.msg = null
  try {
    const data = await load()
    if (latest.get(target) !== request) return
    target.data = data
    target.status = 'ok'
  } catch (error) {
    if (latest.get(target) !== request) return
    target.data = null
    target.msg = errorText(error)
    target.status = 'failed'
  }
}
