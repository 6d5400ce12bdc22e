// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * Which SQL texts run as named (prepared) statements: a text seen a second time gets a name, the
 * same name for the same text, so the database parses and plans it once per connection instead
 * of on every call — what postgres.js does by default. A text seen once (most one-off queries)
 * stays unnamed, so the statements a connection holds stay the hot ones. Beyond `maxTexts`
 * distinct texts remembered, new texts stay unnamed for good: the memory is bounded whatever
 * statements are sent. One policy for both databases (namedStatements.ts on PostgreSQL,
 * pglitePrepared.ts on PGlite).
 */
export class StatementNames {
  private readonly seen = new Map<string, string | null>()
  private named = 0

  constructor(
    private readonly prefix: string,
    private readonly maxTexts: number,
  ) {}

  /** The text's name from its second sight on; undefined while it should run unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.seen.get(text)
    if (name) return name
    if (name === null) {
      const assigned = `${this.prefix}${++this.named}`
      this.seen.set(text, assigned)
      return assigned
    }
    if (this.seen.size < this.maxTexts) this.seen.set(text, null)
    return undefined
  }
}
