// The Snowball German stemmer ("german2" variant: ae/oe/ue written for ä/ö/ü are read as umlauts),
// after https://snowballstem.org/algorithms/german/stemmer.html. Written out instead of a package
// because engine/ has no dependencies for this and the algorithm is a page long.
// Input: one lower-case word. Output: the stem with umlauts folded (ä -> a), as Snowball does.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü'])
const S_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'r', 't'])
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't'])

const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c)

/**
 * german2: "ue" (not after q), "ae", "oe" are umlauts typed on a keyboard without them. Runs after
 * markConsonantUY, as in Snowball's prelude, so the consonant u of "kauen" or "Feuer" is no umlaut.
 */
function readUmlauts(word: string): string {
  return word
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(^|[^q])ue/g, '$1ü')
}

/** u and y between vowels are consonants here; Snowball marks them upper case. */
function markConsonantUY(word: string): string {
  const chars = [...word]
  for (let i = 1; i < chars.length - 1; i++) {
    const c = chars[i]
    if ((c === 'u' || c === 'y') && isVowel(chars[i - 1]) && isVowel(chars[i + 1])) chars[i] = c.toUpperCase()
  }
  return chars.join('')
}

/** Start of the region after the first non-vowel that follows a vowel, searched from `from`. */
function regionStart(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1
  }
  return word.length
}

/** The longest of `suffixes` the word ends with (Snowball's `among`: longest match decides). */
function longest(word: string, suffixes: readonly string[]): string | undefined {
  let best: string | undefined
  for (const s of suffixes) if (word.endsWith(s) && (best === undefined || s.length > best.length)) best = s
  return best
}

const inRegion = (word: string, suffix: string, region: number) => word.length - suffix.length >= region

function step1(w: string, r1: number): string {
  const suffix = longest(w, ['em', 'ern', 'er', 'e', 'en', 'es', 's'])
  if (suffix === undefined || !inRegion(w, suffix, r1)) return w
  if (suffix === 's') return S_ENDING.has(w.at(-2) ?? '') ? w.slice(0, -1) : w
  const cut = w.slice(0, -suffix.length)
  if ((suffix === 'e' || suffix === 'en' || suffix === 'es') && cut.endsWith('niss')) return cut.slice(0, -1)
  return cut
}

function step2(w: string, r1: number): string {
  const suffix = longest(w, ['en', 'er', 'est', 'st'])
  if (suffix === undefined || !inRegion(w, suffix, r1)) return w
  if (suffix !== 'st') return w.slice(0, -suffix.length)
  // st is removed only after a valid st-ending that itself has at least 3 letters before it.
  return ST_ENDING.has(w.at(-3) ?? '') && w.length - 3 >= 3 ? w.slice(0, -2) : w
}

function step3(w: string, r1: number, r2: number): string {
  const suffix = longest(w, ['end', 'ung', 'ig', 'ik', 'isch', 'lich', 'heit', 'keit'])
  if (suffix === undefined || !inRegion(w, suffix, r2)) return w
  let cut = w.slice(0, -suffix.length)
  if (suffix === 'end' || suffix === 'ung') {
    if (cut.endsWith('ig') && !cut.endsWith('eig') && inRegion(cut, 'ig', r2)) cut = cut.slice(0, -2)
  } else if (suffix === 'ig' || suffix === 'ik' || suffix === 'isch') {
    if (cut.endsWith('e')) return w
  } else if (suffix === 'lich' || suffix === 'heit') {
    const pre = longest(cut, ['er', 'en'])
    if (pre !== undefined && inRegion(cut, pre, r1)) cut = cut.slice(0, -pre.length)
  } else {
    const pre = longest(cut, ['lich', 'ig'])
    if (pre !== undefined && inRegion(cut, pre, r2)) cut = cut.slice(0, -pre.length)
  }
  return cut
}

export function germanStem(input: string): string {
  const w = readUmlauts(markConsonantUY(input.toLowerCase()))
  // R1 must leave at least three letters before it (Snowball: "adjust R1").
  const r1 = Math.max(regionStart(w, 0), 3)
  const r2 = regionStart(w, regionStart(w, 0))
  const stem = step3(step2(step1(w, r1), r1), r1, r2)
  return stem.replace(/U/g, 'u').replace(/Y/g, 'y').replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u')
}
