import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalize, stems } from './normalize'
import { type PassageIndex, indexDocument, indexPages, searchPassages } from './retrieval'

/** BM25 by scoring every passage: what the inverted index must rank the same as. */
function scanAll(index: PassageIndex & { passages: readonly string[] }, question: string, limit: number) {
  const queryTerms = [...new Set(stems(normalize(question).tokens))]
  const terms = index.passages.map((p) => stems(normalize(p).tokens))
  const df = (term: string) => terms.filter((list) => list.includes(term)).length
  const ranked = terms.map((list, position) => {
    let score = 0
    for (const term of queryTerms) {
      const tf = list.filter((t) => t === term).length
      if (tf === 0) continue
      const idf = Math.log(1 + (terms.length - df(term) + 0.5) / (df(term) + 0.5))
      score += idf * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * list.length) / Math.max(1, index.averageLength))))
    }
    return { position, score }
  })
  return ranked
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit)
    .map((r) => r.position)
}

const document = `# Öffnungszeiten

Die Bibliothek ist montags bis freitags von 9 bis 18 Uhr geöffnet. Am Wochenende bleibt sie geschlossen.

# Ausleihe

Bücher können für vier Wochen ausgeliehen werden. Eine Verlängerung ist zweimal möglich.

# Gebühren

Für verspätet zurückgegebene Bücher kostet jeder Tag 50 Cent Mahngebühr.`

describe('document retrieval', () => {
  const index = indexDocument(document)

  it('cuts the document into its paragraphs, each with the heading above it', () => {
    expect(index.passages).toHaveLength(3)
    expect(index.passages).toContain(
      'Ausleihe: Bücher können für vier Wochen ausgeliehen werden. Eine Verlängerung ist zweimal möglich.',
    )
  })

  it('joins a heading that is a question to its paragraph as a sentence, not with a colon', () => {
    expect(indexDocument('# Wie lange dauert das Interview?\n\nEtwa fünf Minuten.').passages).toEqual([
      'Wie lange dauert das Interview? Etwa fünf Minuten.',
    ])
  })

  it('finds the passage that answers the question, across inflections and umlaut spellings', () => {
    expect(searchPassages(index, 'Wann hat die Bibliothek geöffnet?')[0]?.passage).toMatch(/montags bis freitags/)
    expect(searchPassages(index, 'Wie lange kann ich ein Buch ausleihen?')[0]?.passage).toMatch(/vier Wochen/)
    expect(searchPassages(index, 'Was kostet eine verspaetete Rueckgabe?')[0]?.passage).toMatch(/Mahngebühr/)
  })

  it('finds nothing for a question the document does not touch', () => {
    expect(searchPassages(index, 'Gibt es Parkplätze?')).toEqual([])
  })

  it('names where the answer stands: its position, and for a text document no page', () => {
    const [best] = searchPassages(index, 'Wie lange kann ich ein Buch ausleihen?')
    expect(best).toMatchObject({ position: 1, page: null })
  })

  it('remembers the page of each passage of a document read page by page', () => {
    const paged = indexPages(['Vorwort.\n\nDie Bibliothek öffnet um 9 Uhr.', '', 'Bücher leiht man vier Wochen aus.'])
    expect(paged.passages).toEqual(['Vorwort.', 'Die Bibliothek öffnet um 9 Uhr.', 'Bücher leiht man vier Wochen aus.'])
    expect(paged.pages).toEqual([1, 1, 3])
    expect(searchPassages(paged, 'Wie lange leiht man Bücher aus?')[0]).toMatchObject({ position: 2, page: 3 })
  })

  it('splits long paragraphs at sentence ends, losing no text', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Satz Nummer ${i} erklärt etwas.`).join(' ')
    const passages = indexDocument(long).passages
    expect(passages.length).toBeGreaterThan(1)
    expect(passages.join(' ')).toBe(long)
  })

  it('never throws and ranks by descending score, for any document and question', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.string({ maxLength: 80 }), (text, question) => {
        const ranked = searchPassages(indexDocument(text), question, 5)
        expect(ranked.length).toBeLessThanOrEqual(5)
        for (let i = 1; i < ranked.length; i++)
          expect((ranked[i - 1]?.score ?? 0) >= (ranked[i]?.score ?? 0)).toBe(true)
        for (const r of ranked) expect(Number.isFinite(r.score)).toBe(true)
      }),
    )
  })

  it('ranks through its inverted index exactly as scoring every passage would', () => {
    const words = ['Buch', 'Bücher', 'Wochen', 'leihen', 'Gebühr', 'Tag', 'offen', 'Montag', 'Karte', 'Ausweis']
    const sentence = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }).map((w) => `${w.join(' ')}.`)
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 12 }), sentence, (paragraphs, question) => {
        const built = indexDocument(paragraphs.join('\n\n'))
        expect(searchPassages(built, question, 4).map((r) => r.position)).toEqual(scanAll(built, question, 4))
      }),
    )
  })
})
