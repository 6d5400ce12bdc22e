import { createInflate } from 'node:zlib'

/**
 * pdf.js has no hook that limits how far a stream may inflate (`maxImageSize` bounds only images),
 * so before it reads a PDF we inflate each FlateDecode stream ourselves, counting and discarding
 * the output, and stop once the total passes `cap`: a 1 MB stream of zeros that would inflate to
 * 1 GB costs us `cap` bytes of inflating and a few kilobytes of memory. Streams under other
 * filters (LZW, run length) are not counted; for them the worker's memory cap and wall-clock limit
 * are the backstop (docs/api/media.md).
 */
export async function inflatesBeyond(data: Uint8Array, cap: number): Promise<boolean> {
  const pdf = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  let total = 0
  let from = 0
  for (;;) {
    const keyword = pdf.indexOf('stream', from, 'latin1')
    if (keyword < 0) return false
    from = keyword + 6
    // "endstream" ends a stream, it does not start one.
    if (pdf.toString('latin1', Math.max(0, keyword - 3), keyword) === 'end') continue
    let start = keyword + 6
    if (pdf[start] === 0x0d) start++
    if (pdf[start] !== 0x0a) continue
    start++
    const dictionary = pdf.toString('latin1', Math.max(0, pdf.lastIndexOf('obj', keyword, 'latin1')), keyword)
    const end = pdf.indexOf('endstream', start, 'latin1')
    const stop = end < 0 ? pdf.length : end
    from = stop
    if (!/\/(FlateDecode|Fl)\b/.test(dictionary)) continue
    total += await inflatedSize(pdf.subarray(start, stop), cap - total)
    if (total > cap) return true
  }
}

/** Bytes `deflated` inflates to, counted up to `budget` plus one chunk; damaged data counts what came out. */
function inflatedSize(deflated: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate()
    let size = 0
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > budget) {
        inflate.destroy()
        resolve(size)
      }
    })
    inflate.on('error', () => resolve(size))
    inflate.on('end', () => resolve(size))
    inflate.on('close', () => resolve(size))
    inflate.end(deflated)
  })
}
