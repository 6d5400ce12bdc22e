import type { CommandContext } from '../commands/defineCommand'

/**
 * A command context that remembers the ids and times it gave, and a context that gives them
 * again in the same order: a rebuilt change names the same new block, made at the same time.
 */
export function recording(ctx: CommandContext) {
  const ids: string[] = []
  const times: number[] = []
  const remember =
    <T>(values: T[], next: () => T) =>
    () => {
      const value = next()
      values.push(value)
      return value
    }
  const replay =
    <T>(values: readonly T[], next: () => T) =>
    () => {
      let i = 0
      return () => (i < values.length ? (values[i++] as T) : next())
    }
  const ids$ = replay(ids, ctx.newId)
  const times$ = replay(times, ctx.now)
  return {
    ctx: { newId: remember(ids, ctx.newId), now: remember(times, ctx.now) } satisfies CommandContext,
    replay: (): CommandContext => ({ newId: ids$(), now: times$() }),
  }
}
