import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { EDITOR_PASSWORD } from './anEditor'
import { editorToken } from './editorToken'

/**
 * How the API suites call the app: `api(t.app, owner).get(url)` instead of a local wrapper around
 * `app.inject` or a hand-built `authorization` header, `sessionOf(t.app, user)` instead of a
 * hand-written POST /api/login (lint tests keep it so: tests/lint/injectThroughFixtures.test.ts,
 * tests/lint/loginThroughFixtures.test.ts; docs/contributing.md "Calling the app in a test").
 */

export type Headers = Record<string, string>
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Payload = InjectOptions['payload']

/**
 * Who calls: a user or a user id (a fresh access token, as a password login issues it, made anew
 * for every call), an access or refresh token as it is, or nobody (`null`).
 */
export type Caller = { id: number } | number | string | null

/** The `authorization` header of a caller (none for `null`). */
export function authHeaders(who: Caller): Headers {
  if (who === null) return {}
  const token = typeof who === 'string' ? who : editorToken(typeof who === 'number' ? who : who.id)
  return { authorization: `Bearer ${token}` }
}

export interface Api {
  call(method: Method, url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>
  post(url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>
  put(url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>
  delete(url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>
}

export interface ApiOptions {
  /** Waits for the work a call queued after its answer (mails) before handing the answer back. */
  settle?: { settled(): Promise<void> }
  /** The client's address (`remoteAddress` of the request). */
  remoteAddress?: string
}

/** The app's calls as one caller; `headers` of a call add to (and override) the caller's. */
export function api(app: FastifyInstance, who: Caller = null, options: ApiOptions = {}): Api {
  const call = async (method: Method, url: string, payload?: Payload, headers: Headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...authHeaders(who), ...headers },
      ...(payload === undefined ? {} : { payload }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    })
    await options.settle?.settled()
    return res
  }
  return {
    call,
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, payload, headers) => call('POST', url, payload, headers),
    put: (url, payload, headers) => call('PUT', url, payload, headers),
    delete: (url, payload, headers) => call('DELETE', url, payload, headers),
  }
}

/** A user who logs in with a password; EDITOR_PASSWORD (tests/support/anEditor.ts) unless given. */
export interface Credentials {
  username: string
  password?: string
}

/** What a successful password login answers. */
export interface Session {
  token: string
  refresh_token: string
  user_id: number
}

export interface LoginOptions {
  headers?: Headers
  remoteAddress?: string
}

/** POST /api/login with any body (a malformed one as a string), as a request to inject. */
export function loginRequest(body: Payload, options: LoginOptions = {}): InjectOptions {
  return {
    method: 'POST',
    url: '/api/login',
    payload: body,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  }
}

/** POST /api/login with any body (a malformed one as a string): the answer as it comes. */
export function loginWith(app: FastifyInstance, body: Payload, options: LoginOptions = {}) {
  return app.inject(loginRequest(body, options))
}

/** A password login's answer as it comes (for tests of the login itself: failures, locks, headers). */
export function login(app: FastifyInstance, user: Credentials, options: LoginOptions = {}) {
  return loginWith(app, { username: user.username, password: user.password ?? EDITOR_PASSWORD }, options)
}

/** A password login that must succeed: its tokens (fresh) and the user's id. */
export async function sessionOf(app: FastifyInstance, user: Credentials, options: LoginOptions = {}): Promise<Session> {
  const res = await login(app, user, options)
  if (res.statusCode !== 200) throw new Error(`login of ${user.username} answered ${res.statusCode}: ${res.body}`)
  return res.json()
}

/** A password login against a running server process (tests/support/serverProcess.ts). */
export function loginOver(baseUrl: string, user: Credentials): Promise<Response> {
  return fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password ?? EDITOR_PASSWORD }),
  })
}
