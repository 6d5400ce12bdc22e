// Answers a respondent's question from an uploaded document (qa blocks, docs/design/dialog-content.md) by
// retrieval: the document is cut into passages, and BM25 over German word stems ranks them. No
// generation, so the bot can only ever say what the document says.
import { normalize, stems } from './normalize'

export interface PassageIndex {
  passages: string[]
  /** The page of each passage (1-based) for a document read page by page (PDF); absent for text. */
  pages?: number[]
  terms: string[][]
  documentFrequency: Record<string, number>
  averageLength: number
}

export interface RankedPassage {
  passage: string
  score: number
  /** 0-based position of the passage in the document ("Abschnitt 3" is position 2). */
  position: number
  /** The page it stands on, or null for a text document. */
  page: number | null
}

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
export function indexDocument(text: string): PassageIndex {
  return withTerms(passagesOf(text))
}

/**
 * A document read page by page (a PDF's text): each page is cut like a text document, and every
 * passage remembers its page, so an answer can name where it stands.
 */
export function indexPages(pages: readonly string[]): PassageIndex {
  const passages: string[] = []
  const pageOf: number[] = []
  pages.forEach((text, i) => {
    for (const passage of passagesOf(text)) {
      passages.push(passage)
      pageOf.push(i + 1)
    }
  })
  return { ...withTerms(passages), pages: pageOf }
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
    joined.push(heading ? `${heading}: ${paragraph}` : paragraph)
    heading = ''
  }
  if (heading) joined.push(heading)
  return joined.flatMap(chunk)
}

function withTerms(passages: string[]): PassageIndex {
  const terms = passages.map((p) => stems(normalize(p).tokens))
  const documentFrequency: Record<string, number> = {}
  for (const list of terms)
    for (const term of new Set(list)) documentFrequency[term] = (documentFrequency[term] ?? 0) + 1
  const averageLength = terms.reduce((sum, t) => sum + t.length, 0) / Math.max(1, terms.length)
  return { passages, terms, documentFrequency, averageLength }
}

/** The passages sharing words with the question, best first; empty when nothing matches. */
export function searchPassages(index: PassageIndex, question: string, limit = 3): RankedPassage[] {
  const queryTerms = [...new Set(stems(normalize(question).tokens))]
  const n = index.passages.length
  const ranked: RankedPassage[] = []
  index.terms.forEach((terms, i) => {
    let score = 0
    for (const term of queryTerms) {
      const tf = terms.filter((t) => t === term).length
      if (tf === 0) continue
      const df = index.documentFrequency[term] ?? 0
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
      score += idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * terms.length) / Math.max(1, index.averageLength))))
    }
    if (score > 0)
      ranked.push({ passage: index.passages[i] as string, score, position: i, page: index.pages?.[i] ?? null })
  })
  return ranked.sort((a, b) => b.score - a.score).slice(0, limit)
}
