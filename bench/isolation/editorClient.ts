import { until } from './until'
import { EDITOR } from './seed'

/** One call the editor made during a window: what the report lists beside the respondents' figures. */
export interface EditorCall {
  what: string
  /** HTTP status; null when no answer came (aborted at the time bound, or the connection failed). */
  status: number | null
  ms: number
  /** False when the call was aborted at the window's time bound. */
  done: boolean
  note?: string
}

export interface EditorReply extends EditorCall {
  body: unknown
  bytes: number
}

export interface EditorClient {
  /** The fresh access token of the login (for calls the client does not make itself, such as streams). */
  token: string
  /** A call with the editor's token; `signal` ends it at the attack's time bound. */
  call(
    what: string,
    method: string,
    path: string,
    options: { json?: unknown; body?: Buffer; headers?: Record<string, string>; signal: AbortSignal },
  ): Promise<EditorReply>
}

/**
 * The editor speaks through the global fetch (undici, keep-alive): its own cost does not matter,
 * and undici aborts a call cleanly at the bound. It logs in as the ordinary account of seed.ts;
 * the token is fresh, as the export requires.
 */
export async function editorClient(base: string): Promise<EditorClient> {
  let login = await logIn(base)
  // A busy server sheds with 503 (the overload guard): the editor tries again, as a person would.
  for (let attempt = 1; attempt < 20 && (login.status === 503 || login.status === 429); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    login = await logIn(base)
  }
  if (!login.ok) throw new Error(`editor login answered ${login.status}: ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }

  return {
    token,
    async call(what, method, path, { json, body, headers = {}, signal }) {
      const started = performance.now()
      const ms = () => Math.round(performance.now() - started)
      const payload = json === undefined ? body && new Uint8Array(body) : JSON.stringify(json)
      let shed = 0
      try {
        for (;;) {
          const res = await fetch(`${base}${path}`, {
            method,
            signal,
            headers: {
              authorization: `Bearer ${token}`,
              ...(json === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            body: payload,
          })
          // A download is counted, not kept: this process also plays the respondents, and holding an
          // export's megabytes (then collecting them when the call is aborted at the bound) paused
          // its event loop and showed up as the respondents' latency in that second.
          const isJson = (res.headers.get('content-type') ?? '').includes('json')
          const kept: Uint8Array[] = []
          let size = 0
          for await (const chunk of res.body ?? []) {
            size += chunk.byteLength
            if (isJson) kept.push(chunk)
          }
          const bytes = Buffer.concat(kept)
          // Shed by the overload guard or a rate limit: the editor tries again after Retry-After,
          // as the app does, until the bound; the call's time runs from the first try.
          if ((res.status === 503 || res.status === 429) && !signal.aborted) {
            shed++
            await until(signal, Math.min(5000, 1000 * (Number(res.headers.get('retry-after')) || 1)))
            if (!signal.aborted) continue
          }
          const parsed: unknown = isJson ? JSON.parse(bytes.toString('utf8')) : null
          const note = shed > 0 ? `shed ${shed}× first` : undefined
          return { what, status: res.status, ms: ms(), done: true, note, body: parsed, bytes: size }
        }
      } catch (error) {
        const aborted = signal.aborted
        const reason = aborted ? NOT_DONE : (error as Error).message
        const note = shed > 0 ? `${reason}; shed ${shed}× first` : reason
        return { what, status: null, ms: ms(), done: !aborted, note, body: null, bytes: 0 }
      }
    },
  }
}

/** The note of a call aborted at the bound. */
export const NOT_DONE = 'not done within the bound'

/** The call's record without its body, for the results. */
export const asCall = ({ body: _body, bytes: _bytes, ...call }: EditorReply): EditorCall => call

const logIn = (base: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EDITOR.username, password: EDITOR.password }),
  })

/** The call with one more remark after the ones it has. */
export const withNote = <C extends EditorCall>(call: C, note: string): C => ({
  ...call,
  note: call.note ? `${call.note}; ${note}` : note,
})
