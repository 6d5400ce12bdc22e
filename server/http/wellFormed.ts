/**
 * The text with every lone UTF-16 surrogate replaced by U+FFFD (String.prototype.toWellFormed,
 * ES2024, in Node 20; the project's lib is ES2023). JSON.stringify writes a lone surrogate as
 * `\ud800`, which PostgreSQL refuses in json and jsonb, so a respondent's text goes through this
 * before it reaches the runtime: the stored state, transcript and answer then all agree.
 */
export const toWellFormed = (text: string): string => (text as string & { toWellFormed(): string }).toWellFormed()
