/** A text cut into parts, each made only when it is asked for. */
export interface TextParts {
  readonly length: number
  text(part: number): string
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * `text` cut into parts of `partChars` UTF-16 units, never between the two halves of a surrogate
 * pair (an emoji): a lone half is written to the database as U+FFFD, and the parts joined again
 * would not be the text. A part is one unit longer where a pair straddles its end. At least one
 * part, also for an empty text. Used for stored models and large events
 * (server/repositories/classifierModels.ts, eventParts.ts).
 */
export function textParts(text: string, partChars: number): TextParts {
  if (partChars < 2) throw new RangeError('partChars must be at least 2')
  const cuts = [0]
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + partChars)
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++
    cuts.push(end)
    start = end
  }
  if (cuts.length === 1) cuts.push(0)
  return {
    length: cuts.length - 1,
    text: (part) => text.slice(cuts[part] ?? 0, cuts[part + 1] ?? 0),
  }
}
