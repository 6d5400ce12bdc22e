import { type ErrorCode, readErrorBody } from '@engine/api/errorCodes'

export interface ApiErrorDetails {
  /** The server's stable code (engine/api/errorCodes.ts); what clients decide by. */
  code?: ErrorCode | null
  /** The HTTP reason phrase; docs/product/errors.md shows it for a failed magic-link registration. */
  statusText?: string
  /** From a 429's Retry-After header (seconds), when the server sent one. */
  retryAfterSeconds?: number
  /** Whether `msg` is the server's own (its error body's msg), not a text the client put in. */
  msgFromServer?: boolean
}

/**
 * A failed API call. status 0 means no response arrived (network error, server down). `msg` is
 * for people; decisions go by `code`, which is null when the answer carried none of the listed
 * ones (no answer, a proxy's page, a refusal the client made up itself).
 */
export class ApiError extends Error {
  readonly status: number
  readonly msg: string
  readonly code: ErrorCode | null
  readonly statusText: string
  readonly retryAfterSeconds: number | undefined
  /**
   * True when `msg` came from the server's error body; false when the client supplied it (the
   * reason phrase of an answer without a msg, no answer at all, a text of its own).
   */
  readonly msgFromServer: boolean

  constructor(status: number, msg: string, details: ApiErrorDetails = {}) {
    super(msg || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.msg = msg
    this.code = details.code ?? null
    this.statusText = details.statusText ?? ''
    this.retryAfterSeconds = details.retryAfterSeconds
    this.msgFromServer = details.msgFromServer ?? false
  }
}

/**
 * A call the server shed under load (503, docs/reliability/overload.md). docs/product/errors.md: server_busy
 * is shown only as the information banner, so error reports and toasts skip it. An error that
 * carries one as its `cause` counts too: an edit the engine rolled back (src/features/survey/editFeedback.ts).
 */
export function isServerBusy(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 503
  return error instanceof Error && error.cause !== undefined && isServerBusy(error.cause)
}

export interface ApiOptions {
  token?: string | null
  fetch?: typeof fetch
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Sends one JSON (or multipart FormData) request; no answer at all becomes ApiError(0). */
export async function sendJson(
  method: Method,
  url: string,
  body: unknown,
  options: ApiOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // A form (a media upload) goes as multipart; the browser sets the content type with its boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !form) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const doFetch = options.fetch ?? globalThis.fetch
  try {
    return await doFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, '')
  }
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/**
 * The ApiError of a non-2xx answer: the server's `{msg, code}`, or `fallbackMsg` (the status text)
 * without a code; `msgFromServer` tells the two apart.
 */
export function errorOfAnswer(response: Response, json: unknown, fallbackMsg = response.statusText): ApiError {
  const { msg, code } = readErrorBody(json)
  return new ApiError(response.status, msg ?? fallbackMsg, {
    code,
    statusText: response.statusText,
    retryAfterSeconds: retryAfter(response),
    msgFromServer: msg !== null,
  })
}

/** The parsed JSON of a 2xx answer; any other answer throws ApiError with the server's `{msg, code}`. */
export async function readAnswer(response: Response): Promise<unknown> {
  const json: unknown = await response.json().catch(() => undefined)
  if (response.ok) return json
  throw errorOfAnswer(response, json)
}
