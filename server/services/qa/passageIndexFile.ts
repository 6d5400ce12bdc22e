import type { BuiltPassageIndex, PassageIndex, Postings } from '@engine/nlu'

/**
 * The stored form of a document's passage index (`{filename_db}.index` beside the file,
 * docs/api/media.md): numbers in 32-bit arrays and texts as UTF-8, so opening it is a few views
 * over the file's bytes, not a parse. A question looks its terms up by binary search in the
 * sorted term table and decodes only the passages it answers with. Native byte order: the file is
 * this installation's cache of the document and is rebuilt when it does not open.
 *
 * Layout: header (magic, version, passages N, terms T, flags, average length), then u32 arrays
 * textOffsets[N+1], lengths[N], pages[N] (flag 1), termOffsets[T+1], postingOffsets[T+1],
 * postingPassages[P], postingCounts[P], then the term bytes (sorted) and the passage bytes.
 */
const MAGIC = 0x31584944 // "DIX1"
const VERSION = 1
const HEADER_BYTES = 32

export function encodePassageIndex(index: BuiltPassageIndex): Buffer {
  const n = index.size
  const texts = index.passages.map((p) => Buffer.from(p, 'utf8'))
  const terms = [...index.terms.keys()]
    .map((term) => ({ term, bytes: Buffer.from(term, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
  const postingCount = terms.reduce((sum, t) => sum + (index.terms.get(t.term)?.passages.length ?? 0), 0)
  const hasPages = index.pages !== undefined
  const words = n + 1 + n + (hasPages ? n : 0) + 2 * (terms.length + 1) + 2 * postingCount
  const termBytes = terms.reduce((sum, t) => sum + t.bytes.length, 0)
  const textBytes = texts.reduce((sum, t) => sum + t.length, 0)
  const out = Buffer.alloc(HEADER_BYTES + words * 4 + termBytes + textBytes)
  out.writeUInt32LE(MAGIC, 0)
  out.writeUInt32LE(VERSION, 4)
  out.writeUInt32LE(n, 8)
  out.writeUInt32LE(terms.length, 12)
  out.writeUInt32LE(hasPages ? 1 : 0, 16)
  out.writeDoubleLE(index.averageLength, 24)
  const u32 = new Uint32Array(out.buffer, out.byteOffset + HEADER_BYTES, words)
  let w = 0
  let offset = 0
  for (const t of texts) {
    u32[w++] = offset
    offset += t.length
  }
  u32[w++] = offset
  for (const length of index.lengths) u32[w++] = length
  if (hasPages) for (const page of index.pages ?? []) u32[w++] = page
  offset = 0
  for (const t of terms) {
    u32[w++] = offset
    offset += t.bytes.length
  }
  u32[w++] = offset
  offset = 0
  for (const t of terms) {
    u32[w++] = offset
    offset += index.terms.get(t.term)?.passages.length ?? 0
  }
  u32[w++] = offset
  for (const t of terms) for (const p of index.terms.get(t.term)?.passages ?? []) u32[w++] = p
  for (const t of terms) for (const c of index.terms.get(t.term)?.counts ?? []) u32[w++] = c
  let at = HEADER_BYTES + words * 4
  for (const t of terms) at += t.bytes.copy(out, at)
  for (const t of texts) at += t.copy(out, at)
  return out
}

/** A stored index opened over its bytes; undefined when the bytes are not one (rebuild it). */
export function openPassageIndex(stored: Buffer): PassageIndex | undefined {
  if (stored.length < HEADER_BYTES || stored.readUInt32LE(0) !== MAGIC || stored.readUInt32LE(4) !== VERSION)
    return undefined
  // Typed views need 4-byte alignment; a file read into its own buffer has it already.
  const data = stored.byteOffset % 4 === 0 ? stored : Buffer.from(stored)
  const n = data.readUInt32LE(8)
  const t = data.readUInt32LE(12)
  const hasPages = data.readUInt32LE(16) === 1
  const averageLength = data.readDoubleLE(24)
  const headWords = n + 1 + n + (hasPages ? n : 0) + 2 * (t + 1)
  if (data.length < HEADER_BYTES + headWords * 4) return undefined
  let w = HEADER_BYTES
  const view = (count: number) => {
    const array = new Uint32Array(data.buffer, data.byteOffset + w, count)
    w += count * 4
    return array
  }
  const textOffsets = view(n + 1)
  const lengths = view(n)
  const pages = hasPages ? view(n) : undefined
  const termOffsets = view(t + 1)
  const postingOffsets = view(t + 1)
  const p = postingOffsets[t] ?? 0
  const termStart = w + p * 8
  const textStart = termStart + (termOffsets[t] ?? 0)
  if (data.length !== textStart + (textOffsets[n] ?? 0)) return undefined
  const postingPassages = view(p)
  const postingCounts = view(p)

  function find(term: string): number {
    const key = Buffer.from(term, 'utf8')
    let low = 0
    let high = t - 1
    while (low <= high) {
      const mid = (low + high) >>> 1
      const order = Buffer.compare(
        data.subarray(termStart + (termOffsets[mid] ?? 0), termStart + (termOffsets[mid + 1] ?? 0)),
        key,
      )
      if (order === 0) return mid
      if (order < 0) low = mid + 1
      else high = mid - 1
    }
    return -1
  }

  return {
    size: n,
    averageLength,
    passage: (i) => data.toString('utf8', textStart + (textOffsets[i] ?? 0), textStart + (textOffsets[i + 1] ?? 0)),
    page: (i) => pages?.[i] ?? null,
    termCount: (i) => lengths[i] ?? 0,
    postings(term): Postings | undefined {
      const k = find(term)
      if (k < 0) return undefined
      const from = postingOffsets[k] ?? 0
      const to = postingOffsets[k + 1] ?? 0
      return { passages: postingPassages.subarray(from, to), counts: postingCounts.subarray(from, to) }
    },
  }
}
