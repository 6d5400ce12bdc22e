// Answers a respondent's question from an uploaded document (qa blocks, docs/design/dialog-content.md) by
// retrieval: the document is cut into passages, and BM25 over German word stems ranks them. No
// generation, so the bot can only ever say what the document says.
import { normalize, stemmer, stems, tokensOf } from './normalize'

/**
 * A document's passages with an inverted index (term -> the passages holding it), so a question
 * costs the postings of its own terms, not a pass over every passage. Implemented in memory by
 * `indexDocument`/`indexPages` and, over the stored compact file, by the server
 * (server/services/qa/passageIndexFile.ts): searching needs only these reads.
 */
export interface PassageIndex {
  /** Number of passages. */
  readonly size: number
  /** Mean number of terms per passage (BM25's length normalisation). */
  readonly averageLength: number
  passage(position: number): string
  /** The page (1-based) of a passage of a document read page by page (PDF), else null. */
  page(position: number): number | null
  /** How many terms the passage has. */
  termCount(position: number): number
  /** The passages holding `term`, ascending, and how often each holds it; undefined when none. */
  postings(term: string): Postings | undefined
}

export interface Postings {
  readonly passages: ArrayLike<number>
  readonly counts: ArrayLike<number>
}

/** The index as built, with its parts in plain arrays (what the server stores). */
export interface BuiltPassageIndex extends PassageIndex {
  readonly passages: readonly string[]
  readonly pages: readonly number[] | undefined
  readonly lengths: readonly number[]
  /** Every term with its postings. */
  readonly terms: ReadonlyMap<string, { passages: number[]; counts: number[] }>
}

export interface RankedPassage {
  passage: string
  score: number
  /** 0-based position of the passage in the document ("Abschnitt 3" is position 2). */
  position: number
  /** The page it stands on, or null for a text document. */
  page: number | null
}

/** A question's distinct terms beyond this many are ignored: a pasted essay costs no more than a question. */
export const MAX_QUESTION_TERMS = 32

/** Longer paragraphs are split at sentence ends into chunks of about this many characters. */
const PASSAGE_CHARS = 600
// BM25's usual constants; with short passages length normalisation matters little.
const K1 = 1.2
const B = 0.75

function chunk(paragraph: string): string[] {
  if (paragraph.length <= PASSAGE_CHARS) return [paragraph]
  const sentences = paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]
  const chunks: string[] = []
  let current = ''
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > PASSAGE_CHARS) {
      chunks.push(current.trim())
      current = ''
    }
    current += sentence
  }
  if (current.trim()) chunks.push(current.trim())
  return chunks
}

const HEADING = /^#{1,6}\s+/

/**
 * Paragraphs (blank-line separated) become passages. A markdown heading is joined to the
 * paragraph below it ("Ausleihe: Bücher können ..."): its words often are what people ask about.
 */
export function indexDocument(text: string): BuiltPassageIndex {
  return withTerms(passagesOf(text))
}

/**
 * A document read page by page (a PDF's text): each page is cut like a text document, and every
 * passage remembers its page, so an answer can name where it stands.
 */
export function indexPages(pages: readonly string[]): BuiltPassageIndex {
  const cut = passagesOfPages(pages)
  return withTerms(cut.passages, cut.pages)
}

/** The passages of a document read page by page, each with its page (1-based). */
export function passagesOfPages(pages: readonly string[]): { passages: string[]; pages: number[] } {
  const passages: string[] = []
  const pageOf: number[] = []
  pages.forEach((text, i) => {
    for (const passage of passagesOf(text)) {
      passages.push(passage)
      pageOf.push(i + 1)
    }
  })
  return { passages, pages: pageOf }
}

function passagesOf(text: string): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const joined: string[] = []
  let heading = ''
  for (const paragraph of paragraphs) {
    if (HEADING.test(paragraph) && !paragraph.replace(HEADING, '').match(/[.!?]\s/)) {
      heading = heading ? `${heading} – ${paragraph.replace(HEADING, '')}` : paragraph.replace(HEADING, '')
      continue
    }
    // A heading that ends a sentence of its own (a question, mostly) reads as one before the
    // paragraph: "Wie lange dauert das Interview? Das Interview …", not "…?: Das Interview …".
    joined.push(heading ? `${heading}${/[.!?:]$/.test(heading) ? ' ' : ': '}${paragraph}` : paragraph)
    heading = ''
  }
  if (heading) joined.push(heading)
  return joined.flatMap(chunk)
}

/** Cuts a text like `indexDocument` without indexing it (the server caps passages before it indexes). */
export function passagesOfText(text: string): string[] {
  return passagesOf(text)
}

/**
 * Indexes passages already cut (with the page of each, for a PDF); `onProgress` hears the share
 * done (0 to 1) every thousand passages.
 */
export function indexPassages(
  passages: readonly string[],
  pages?: readonly number[],
  onProgress?: (share: number) => void,
): BuiltPassageIndex {
  return withTerms([...passages], pages ? [...pages] : undefined, onProgress)
}

function withTerms(passages: string[], pages?: number[], onProgress?: (share: number) => void): BuiltPassageIndex {
  const terms = new Map<string, { passages: number[]; counts: number[] }>()
  const lengths: number[] = []
  const stemsOf = stemmer()
  passages.forEach((passage, position) => {
    if (onProgress && position % 1000 === 999) onProgress(position / passages.length)
    const list = stemsOf(tokensOf(passage))
    lengths.push(list.length)
    const counts = new Map<string, number>()
    for (const term of list) counts.set(term, (counts.get(term) ?? 0) + 1)
    for (const [term, count] of counts) {
      let postings = terms.get(term)
      if (!postings) terms.set(term, (postings = { passages: [], counts: [] }))
      postings.passages.push(position)
      postings.counts.push(count)
    }
  })
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length)
  return {
    passages,
    pages,
    lengths,
    terms,
    size: passages.length,
    averageLength,
    passage: (position) => passages[position] ?? '',
    page: (position) => pages?.[position] ?? null,
    termCount: (position) => lengths[position] ?? 0,
    postings: (term) => terms.get(term),
  }
}

/**
 * The passages sharing words with the question, best first (ties: earlier passage first); empty
 * when nothing matches. BM25 summed over the postings of the question's terms: the cost is the
 * number of (term, passage) pairs of those terms, at most MAX_QUESTION_TERMS times the passages.
 */
export function searchPassages(index: PassageIndex, question: string, limit = 3): RankedPassage[] {
  if (limit <= 0) return []
  const queryTerms = [...new Set(stems(normalize(question).tokens))].slice(0, MAX_QUESTION_TERMS)
  const n = index.size
  // Dense scores and a list of the passages touched: cheaper per posting than a Map.
  const scores = new Float64Array(n)
  const touched: number[] = []
  const lengthNorm = B / Math.max(1, index.averageLength)
  for (const term of queryTerms) {
    const postings = index.postings(term)
    if (!postings) continue
    const df = postings.passages.length
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
    for (let k = 0; k < df; k++) {
      const position = postings.passages[k] as number
      const tf = postings.counts[k] as number
      const norm = 1 - B + lengthNorm * index.termCount(position)
      if (scores[position] === 0) touched.push(position)
      scores[position] = (scores[position] as number) + idf * ((tf * (K1 + 1)) / (tf + K1 * norm))
    }
  }
  // The best `limit` by one pass with a small sorted list, not a sort of every match.
  const best: { position: number; score: number }[] = []
  const before = (a: { position: number; score: number }, b: { position: number; score: number }) =>
    a.score > b.score || (a.score === b.score && a.position < b.position)
  for (const position of touched) {
    const score = scores[position] as number
    if (!(score > 0)) continue
    const entry = { position, score }
    if (best.length === limit && !before(entry, best[best.length - 1] as typeof entry)) continue
    let i = best.length
    while (i > 0 && before(entry, best[i - 1] as typeof entry)) i--
    best.splice(i, 0, entry)
    if (best.length > limit) best.pop()
  }
  return best.map(({ position, score }) => ({
    passage: index.passage(position),
    score,
    position,
    page: index.page(position),
  }))
}
