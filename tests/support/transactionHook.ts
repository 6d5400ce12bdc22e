import type { ServerContext } from '../../server/context'
import type { Db } from '../../server/db/database'

/** `db` with `onTransaction` run each time a transaction opens (before it begins). */
export function dbWithTransactionHook(db: Db, onTransaction: () => Promise<void>): Db {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction')
        return async (...args: Parameters<Db['transaction']>) => {
          await onTransaction()
          return target.transaction(...args)
        }
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The app's context with `onTransaction` run each time an edit opens its transaction: a test
 * makes something happen between an edit's work before the lock and the lock itself
 * (server/changes/applyChanges.ts).
 */
export function contextWithTransactionHook(
  ctx: Pick<ServerContext, 'database' | 'coediting'>,
  onTransaction: () => Promise<void>,
): Pick<ServerContext, 'database' | 'coediting'> {
  const hooked = dbWithTransactionHook(ctx.database.db, onTransaction)
  return { database: { ...ctx.database, db: hooked }, coediting: ctx.coediting }
}
