// German chat text -> comparable tokens. Respondents type fast on phones: no umlauts or umlauts,
// "suuuper", ":)" and emoji; all of these must meet the editor's carefully typed examples.
import { germanStem } from './germanStem'

export interface NormalizedText {
  /** lower-case, umlauts kept, repeated letters collapsed, punctuation removed */
  readonly text: string
  /** like `text` with ä -> ae, ö -> oe, ü -> ue, ß -> ss: what n-grams and the lexicon compare */
  readonly folded: string
  /** tokens of `folded`, in order; emoji are tokens of their own; "|" marks a clause break */
  readonly tokens: readonly string[]
}

/** Clause break token: negation scope ends here (",", ".", "aber", ...). */
export const CLAUSE_BREAK = '|'

// Negations are deliberately NOT stop words: "nicht gut" must not look like "gut".
export const NEGATIONS: ReadonlySet<string> = new Set([
  'nicht',
  'nich',
  'net',
  'ned',
  'kein',
  'keine',
  'keinen',
  'keinem',
  'keiner',
  'keines',
  'nie',
  'niemals',
  'nix',
  'nichts',
  'weder',
  'ohne',
])

// Function words that carry no intent; kept short on purpose (only the most frequent ones), so
// that a word like "mehr" or "wieder", which does carry meaning in answers, survives.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'der die das den dem des ein eine einen einem einer eines und oder ich du er sie es wir ihr mir mich ' +
    'dir dich ihm ihn uns euch man sich mein meine meinen meiner dein deine ist bin bist sind war waren ' +
    'hat habe hab haben hatte hatten wird werden wuerde wuerden zu zum zur im in am an auf aus bei mit ' +
    'von vom fuer ueber um bis so also auch noch schon mal halt eben denn da dann wenn als dass ' +
    'was wie wer wo hier jetzt dies diese dieser dieses'
  ).split(' '),
)

export const isStopWord = (token: string) => STOP_WORDS.has(token)

// Matched on lower-case text, so ":D" arrives as ":d". A face must start a word ("http://x"
// stays text).
const EMOTICONS: readonly (readonly [RegExp, string])[] = [
  [/(?<=^|\s)[:;]-?\)+/g, ' 🙂 '],
  [/(?<=^|\s)[:;]-?d+\b/g, ' 😀 '],
  [/(?<=^|\s):-?\(+/g, ' ☹ '],
  [/(?<=^|\s):-?\/(?!\/)/g, ' 😕 '],
  [/<3/g, ' ❤ '],
]

/** ä -> ae etc.: the spelling people use on keyboards without umlauts, so both meet. */
export function foldUmlauts(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
}

// Dropped so that 👍🏽 and ☹️ are the lexicon's 👍 and ☹ (skin tone, variation selector) and a
// joined emoji yields its parts. An alternation, not a character class: in a class these code
// points combine with their neighbour, so the class would not mean what it reads as.
const EMOJI_MODIFIERS = /\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}/gu
const TOKEN = /\p{Extended_Pictographic}|[\p{L}\p{N}€]+|[,.;!?]+/gu
const BREAK_WORDS: ReadonlySet<string> = new Set(['aber', 'sondern', 'trotzdem', 'obwohl', 'jedoch'])

/** Lower case, emoji modifiers dropped, emoticons as emoji, emphasis collapsed. */
function prepared(input: string): string {
  let text = input.toLowerCase().replace(EMOJI_MODIFIERS, '')
  for (const [pattern, emoji] of EMOTICONS) text = text.replace(pattern, emoji)
  // Three or more of the same letter is emphasis ("suuuper", "neeein"), never German spelling.
  return mayRepeat(text) ? text.replace(/(\p{L})\1{2,}/gu, '$1') : text
}

/**
 * Whether `text` may hold a letter three times in a row: a unit three times, or any surrogate (a
 * letter outside the BMP). A scan of its units, far cheaper than the rule's Unicode pattern, which
 * most texts (a document's passages) do not need.
 */
function mayRepeat(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdfff) return true
    if (i >= 2 && unit === text.charCodeAt(i - 1) && unit === text.charCodeAt(i - 2)) return true
  }
  return false
}

/** The tokens of an already folded text, clause breaks included. */
function tokenize(folded: string): string[] {
  const tokens: string[] = []
  for (const [token] of folded.matchAll(TOKEN)) {
    if (/^[,.;!?]+$/.test(token) || BREAK_WORDS.has(token)) {
      if (tokens.at(-1) !== CLAUSE_BREAK) tokens.push(CLAUSE_BREAK)
    } else tokens.push(token)
  }
  return tokens
}

const words = (s: string) =>
  s
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}€\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export function normalize(input: string): NormalizedText {
  const text = prepared(input)
  const folded = foldUmlauts(text)
  return { text: words(text), folded: words(folded), tokens: tokenize(folded) }
}

/** `normalize(input).tokens` alone, without the two texts: what indexing a document needs. */
export function tokensOf(input: string): string[] {
  return tokenize(foldUmlauts(prepared(input)))
}

/** Word tokens without clause breaks and stop words (negations kept). */
export function contentTokens(tokens: readonly string[]): string[] {
  return tokens.filter((t) => t !== CLAUSE_BREAK && !STOP_WORDS.has(t))
}

/** Stems of the content tokens; emoji stay as they are. */
export function stems(tokens: readonly string[]): string[] {
  return contentTokens(tokens).map(stemOf)
}

const stemOf = (token: string) => (/^\p{L}+$/u.test(token) ? germanStem(token) : token)

/** Words a memo of `stemmer` keeps: a document's vocabulary, bounded (a 10 MB text has far fewer). */
const STEM_MEMO_WORDS = 200_000

/**
 * `stems` with a memo of its own, for many texts in a row (a document's passages): a word is
 * stemmed once, however often it occurs. The memo holds at most STEM_MEMO_WORDS words.
 */
export function stemmer(): (tokens: readonly string[]) => string[] {
  const memo = new Map<string, string>()
  const stemMemo = (token: string) => {
    let stem = memo.get(token)
    if (stem === undefined) {
      stem = stemOf(token)
      if (memo.size < STEM_MEMO_WORDS) memo.set(token, stem)
    }
    return stem
  }
  return (tokens) => contentTokens(tokens).map(stemMemo)
}
