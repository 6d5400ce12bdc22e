/** One call of docs/product/calls.md. The engine describes calls; the app's transport performs them. */
export interface TransportCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
}

/** The engine never calls fetch itself: a transport is injected (browser fetch, a fake in tests). */
export interface Transport {
  send(call: TransportCall): Promise<unknown>
}
