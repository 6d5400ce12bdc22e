import { ErrorResponse } from '@engine/api/auth'

/** A failed API call. status 0 means no response arrived (network error, server down). */
export class ApiError extends Error {
  readonly status: number
  readonly msg: string

  constructor(status: number, msg: string) {
    super(msg || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.msg = msg
  }
}

export interface ApiOptions {
  token?: string | null
  fetch?: typeof fetch
}

/** POSTs JSON and returns the parsed answer; a non-2xx answer throws ApiError with the server's msg. */
export async function apiPost(path: string, body?: unknown, options: ApiOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const doFetch = options.fetch ?? globalThis.fetch

  let response: Response
  try {
    response = await doFetch(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    throw new ApiError(0, '')
  }

  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = ErrorResponse.safeParse(json)
    throw new ApiError(response.status, error.success ? error.data.msg : response.statusText)
  }
  return json
}
