import fc from 'fast-check'
import { isUtf8 } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { HEAD_BYTES, UploadSniffer } from './uploadSniffer'

/** `bytes` cut at `cuts` (positions, any order, repeats allowed) and pushed chunk by chunk. */
function sniff(bytes: Buffer, cuts: number[]) {
  const sniffer = new UploadSniffer()
  let from = 0
  for (const cut of [...cuts.map((c) => c % (bytes.length + 1))].sort((a, b) => a - b)) {
    sniffer.push(bytes.subarray(from, cut))
    from = cut
  }
  sniffer.push(bytes.subarray(from))
  return sniffer.finish()
}

const wholeIsText = (bytes: Buffer) => isUtf8(bytes) && !bytes.includes(0)

/** Text with multi-byte characters (2, 3 and 4 bytes), sometimes broken by a stray byte. */
const uploads = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => Buffer.from(s, 'utf8')),
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(), fc.integer({ min: 0, max: 255 }))
    .map(([s, at, byte]) => {
      const bytes = Buffer.from(s, 'utf8')
      if (bytes.length > 0) bytes[at % bytes.length] = byte
      return bytes
    }),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
)

describe('UploadSniffer', () => {
  it('judges text as the whole file would be judged, however the bytes are cut into chunks', () => {
    fc.assert(
      fc.property(uploads, fc.array(fc.nat(), { maxLength: 12 }), (bytes, cuts) => {
        const judged = sniff(bytes, cuts)
        expect(judged.text).toBe(wholeIsText(bytes))
        expect(judged.size).toBe(bytes.length)
        expect(judged.head.equals(bytes.subarray(0, HEAD_BYTES))).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses a sequence cut off at the end, a NUL, and a stray continuation byte', () => {
    const euro = Buffer.from('€', 'utf8')
    expect(sniff(Buffer.concat([Buffer.from('Preis 5'), euro]), [8]).text).toBe(true)
    expect(sniff(Buffer.concat([Buffer.from('Preis 5'), euro.subarray(0, 2)]), [8]).text).toBe(false)
    expect(sniff(Buffer.from('a\u0000b'), [1, 2]).text).toBe(false)
    expect(sniff(Buffer.from([0x61, 0x80, 0x62]), [2]).text).toBe(false)
  })

  it('keeps only the first 64 KB of a large upload', () => {
    const big = Buffer.alloc(3 * HEAD_BYTES + 17, 0x41)
    big[0] = 0x42
    const judged = sniff(big, [5, HEAD_BYTES - 1, HEAD_BYTES + 3, 2 * HEAD_BYTES])
    expect(judged.head.length).toBe(HEAD_BYTES)
    expect(judged.head[0]).toBe(0x42)
    expect(judged.size).toBe(big.length)
    expect(judged.text).toBe(true)
  })
})
