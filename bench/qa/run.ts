// Retrieval over a 10 MB qa document (issue #27): what a respondent's answer costs with the stored
// inverted index against scoring every passage as before, and what building and opening cost.
// `npm run bench:qa`; results in docs/benchmarks.md "qa documents".
import { type BuiltPassageIndex, indexDocument, indexPassages, passagesOfText, searchPassages } from '@engine/nlu'
import { encodePassageIndex, openPassageIndex } from '../../server/services/qa/passageIndexFile'

const WORDS = (
  'Bibliothek Ausleihe Bücher Wochen Verlängerung Gebühr Mahnung Ausweis Karte Öffnungszeiten Montag Freitag ' +
  'Samstag Lesesaal Zeitschriften Kopierer Drucker Internet Rechner Anmeldung Formular Eltern Kinder Jugend ' +
  'Medien Filme Spiele Noten Hörbücher Fernleihe Bestellung Vormerkung Rückgabe Automat Kasse Schließfach Garderobe ' +
  'Veranstaltung Lesung Führung Schule Klasse Gruppe Raum Saal Ruhe Essen Trinken Hund Fahrrad Parkplatz Bus Bahn ' +
  'kann muss darf soll wird werden ist sind hat haben gibt nimmt bringt holt zahlt kostet dauert öffnet schließt'
).split(' ')

/** A seeded pseudo-random German-looking document of about `bytes` bytes, in paragraphs of 2 to 8 sentences. */
function document(bytes: number): string {
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const word = () => WORDS[Math.floor(next() * WORDS.length)] as string
  const parts: string[] = []
  let size = 0
  while (size < bytes) {
    const sentences = 2 + Math.floor(next() * 7)
    let paragraph = ''
    for (let s = 0; s < sentences; s++)
      paragraph += `${Array.from({ length: 6 + Math.floor(next() * 10) }, word).join(' ')} ${next().toFixed(3).slice(2)}. `
    parts.push(paragraph.trim())
    size += Buffer.byteLength(paragraph) + 2
  }
  return parts.join('\n\n')
}

/** The search before issue #27: BM25 by scoring every passage's term list. */
function scanSearch(terms: string[][], df: Map<string, number>, avg: number, question: string) {
  // The question's stems, as the engine makes them (the tokenizer itself is internal to it).
  const query = [...indexDocument(question).terms.keys()]
  const ranked: { i: number; score: number }[] = []
  terms.forEach((list, i) => {
    let score = 0
    for (const term of query) {
      const tf = list.filter((t) => t === term).length
      if (tf === 0) continue
      const d = df.get(term) ?? 0
      const idf = Math.log(1 + (terms.length - d + 0.5) / (d + 0.5))
      score += idf * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * list.length) / avg)))
    }
    if (score > 0) ranked.push({ i, score })
  })
  return ranked.sort((a, b) => b.score - a.score).slice(0, 3)
}

const time = <T>(f: () => T): [T, number] => {
  const start = performance.now()
  const result = f()
  return [result, performance.now() - start]
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0

const text = document(10 * 1024 * 1024)
const [passages, cutMs] = time(() => passagesOfText(text))
const [built, buildMs] = time(() => indexPassages(passages))
const [bytes, encodeMs] = time(() => encodePassageIndex(built))
const [stored, openMs] = time(() => openPassageIndex(bytes))
if (!stored) throw new Error('stored index did not open')

const questions = Array.from({ length: 200 }, (_, i) => {
  const pick = (k: number) => WORDS[(i * 7 + k * 13) % WORDS.length]
  return `Wie ${pick(1)} ich ${pick(2)} und ${pick(3)} am ${pick(4)}?`
})
const storedMs = questions.map((q) => time(() => searchPassages(stored, q))[1])

/** Each passage's term list, as the index before issue #27 kept it (here rebuilt from the postings). */
function termLists(index: BuiltPassageIndex) {
  const terms: string[][] = passages.map(() => [])
  const df = new Map<string, number>()
  for (const [term, postings] of index.terms) {
    df.set(term, postings.passages.length)
    postings.passages.forEach((p, k) => {
      for (let c = 0; c < (postings.counts[k] ?? 0); c++) terms[p]?.push(term)
    })
  }
  return { terms, df, avg: index.averageLength }
}
const scanIndex = termLists(built)
const scanMs = questions
  .slice(0, 20)
  .map((q) => time(() => scanSearch(scanIndex.terms, scanIndex.df, scanIndex.avg, q))[1])
const same = questions
  .slice(0, 20)
  .every(
    (q) =>
      JSON.stringify(searchPassages(stored, q).map((r) => r.position)) ===
      JSON.stringify(scanSearch(scanIndex.terms, scanIndex.df, scanIndex.avg, q).map((r) => r.i)),
  )

const ms = (x: number) => Math.round(x * 100) / 100
console.log(
  JSON.stringify(
    {
      document_bytes: Buffer.byteLength(text),
      passages: passages.length,
      stored_index_bytes: bytes.length,
      build_in_worker_ms: { cut: ms(cutMs), index: ms(buildMs), encode: ms(encodeMs) },
      open_stored_index_ms: ms(openMs),
      answer_stored_index_ms: { median: ms(median(storedMs)), p95: ms(p95(storedMs)) },
      before_build_on_first_answer_ms: ms(cutMs + buildMs),
      before_answer_scan_all_ms: { median: ms(median(scanMs)), p95: ms(p95(scanMs)) },
      same_top3_as_scan: same,
    },
    null,
    2,
  ),
)
