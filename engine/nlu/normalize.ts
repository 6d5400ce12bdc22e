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

export function normalize(input: string): NormalizedText {
  let text = input.toLowerCase().replace(EMOJI_MODIFIERS, '')
  for (const [pattern, emoji] of EMOTICONS) text = text.replace(pattern, emoji)
  // Three or more of the same letter is emphasis ("suuuper", "neeein"), never German spelling.
  text = text.replace(/(\p{L})\1{2,}/gu, '$1')
  const tokens: string[] = []
  for (const [token] of foldUmlauts(text).matchAll(TOKEN)) {
    if (/^[,.;!?]+$/.test(token) || BREAK_WORDS.has(token)) {
      if (tokens.at(-1) !== CLAUSE_BREAK) tokens.push(CLAUSE_BREAK)
    } else tokens.push(token)
  }
  const words = (s: string) =>
    s
      .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}€\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  return { text: words(text), folded: words(foldUmlauts(text)), tokens }
}

/** Word tokens without clause breaks and stop words (negations kept). */
export function contentTokens(tokens: readonly string[]): string[] {
  return tokens.filter((t) => t !== CLAUSE_BREAK && !STOP_WORDS.has(t))
}

/** Stems of the content tokens; emoji stay as they are. */
export function stems(tokens: readonly string[]): string[] {
  return contentTokens(tokens).map((t) => (/^\p{L}+$/u.test(t) ? germanStem(t) : t))
}
