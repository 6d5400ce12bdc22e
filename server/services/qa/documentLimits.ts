/**
 * What one qa document may cost to index (docs/api/media.md "Limits"). The upload itself is capped
 * at MAX_MEDIA_BYTES (10 MB, engine/api/media.ts). Each limit that is hit leaves the document
 * unindexed with its own code.
 */
export interface DocumentLimits {
  maxPages: number
  maxInflatedBytes: number
  maxTextChars: number
  maxSections: number
  timeLimitMs: number
  workerHeapMb: number
}

export const DOCUMENT_LIMITS: Readonly<DocumentLimits> = {
  /** A manual or a statute book has a few hundred pages; a 50,000-page file is refused before reading. */
  maxPages: 2_000,
  /** All FlateDecode streams of a PDF together, inflated: 2,000 pages of text and their fonts fit easily. */
  maxInflatedBytes: 256 * 1024 * 1024,
  /** Characters of text (a PDF's pages together; a text file's 10 MB stay below it). */
  maxTextChars: 12_000_000,
  /** Passages (the `sections` of an index): 10 MB of prose in short paragraphs gives about 30,000. */
  maxSections: 50_000,
  /** Reading and indexing one document, wall clock; the thread is terminated when it passes. */
  timeLimitMs: 60_000,
  /** Heap of the one thread that reads documents (server/services/qa/documentPool.ts). */
  workerHeapMb: 512,
}
