/** A scripted fetch for tests: each call is recorded and answered by `respond`. */
export interface RecordedCall {
  url: string
  method: string
  authorization: string | undefined
  body: unknown
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function fakeFetch(respond: (call: RecordedCall, index: number) => Response | Promise<Response>) {
  const calls: RecordedCall[] = []
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      authorization: headers.authorization,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return respond(call, calls.length - 1)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
