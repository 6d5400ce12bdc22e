import type pg from 'pg'
import { CHAT_ACTIVE_MS, restAfter } from './backgroundRest'

/** When the chat's statements (the main pool's) last ran, for the background's rest. */
export interface ChatActivity {
  /** True while one of the main pool's statements runs or ended within CHAT_ACTIVE_MS. */
  active(): boolean
}

type Query = (...args: unknown[]) => unknown

/** Wraps `query` of every connection `pool` opens (around any wrapper installed before this one). */
function onEveryQuery(pool: pg.Pool, wrap: (query: Query) => Query): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query
    ;(client as unknown as { query: Query }).query = wrap(query)
  })
}

/** A query whose end can be seen: by its callback (the pool's own calls) or its promise; a Submittable goes as it came. */
function isSubmittable(args: readonly unknown[]): boolean {
  const first = args[0]
  return typeof first === 'object' && first !== null && 'submit' in first
}

/** Runs `query(...args)` and calls `ended` once it is answered, either way, leaving its result as it was. */
function observed(query: Query, args: unknown[], ended: () => void): unknown {
  const last = args[args.length - 1]
  if (typeof last === 'function') {
    return query(...args.slice(0, -1), (...reply: unknown[]) => {
      ended()
      return (last as (...a: unknown[]) => unknown)(...reply)
    })
  }
  const result = query(...args)
  if (result instanceof Promise) result.then(ended, ended)
  else ended()
  return result
}

/** Counts the statements of the main pool (the chat's turns run there) as the chat's activity. */
export function chatActivityOf(pool: pg.Pool, now: () => number = () => performance.now()): ChatActivity {
  let running = 0
  let lastEnd = Number.NEGATIVE_INFINITY
  onEveryQuery(pool, (query) => (...args) => {
    if (isSubmittable(args)) return query(...args)
    running++
    return observed(query, args, () => {
      running--
      lastEnd = now()
    })
  })
  return { active: () => running > 0 || now() - lastEnd < CHAT_ACTIVE_MS }
}

/**
 * The background's connections on PostgreSQL give way to the chat as the embedded database's
 * background lane does (backgroundRest.ts): while `chat` is active, a statement on a connection of
 * `pool` starts only after the rest that connection owes for its statement before.
 */
export function restBetweenStatements(
  pool: pg.Pool,
  chat: ChatActivity,
  now: () => number = () => performance.now(),
): void {
  onEveryQuery(pool, (query) => {
    let restsUntil = 0
    return (...args) => {
      if (isSubmittable(args)) return query(...args)
      const run = () => {
        const started = now()
        return observed(query, args, () => {
          const ended = now()
          restsUntil = chat.active() ? ended + restAfter(ended - started) : 0
        })
      }
      const wait = restsUntil - now()
      if (wait < 1 || !chat.active()) return run()
      const last = args[args.length - 1]
      // The pool's own calls pass a callback and use no result; drizzle's on a client, a promise.
      if (typeof last === 'function') return void setTimeout(run, wait)
      return new Promise((resolve) => setTimeout(resolve, wait)).then(run)
    }
  })
}
