/**
 * Small hand-written PDFs for tests of document indexing: each page a list of lines (an empty
 * line is a paragraph break), set in Helvetica with WinAnsi encoding, so German umlauts work
 * (Latin-1 characters only). A page without lines gets only a grey rectangle, as a scanned page
 * holds only an image. `encrypted` adds a standard security handler whose user password is not
 * empty: a reader cannot open the file without it.
 */
export interface MinimalPdfOptions {
  encrypted?: boolean
}

const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`)

function pageContent(lines: readonly string[]): string {
  if (lines.length === 0) return '0.5 g 72 300 450 400 re f'
  const body = lines.map((line) => (line ? `(${escape(line)}) Tj T*` : 'T*')).join('\n')
  return `BT /F1 12 Tf 16 TL 72 760 Td\n${body}\nET`
}

export function minimalPdf(pages: readonly (readonly string[])[], options: MinimalPdfOptions = {}): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 4 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  pages.forEach((lines, i) => {
    const id = pageIds[i]!
    const content = pageContent(lines)
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
  })
  const encryptId = objects.length
  if (options.encrypted) {
    const o = 'a1'.repeat(32)
    const u = 'b2'.repeat(32)
    objects[encryptId] = `<< /Filter /Standard /V 1 /R 2 /O <${o}> /U <${u}> /P -44 >>`
  }
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1')
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  const encrypt = options.encrypted ? ` /Encrypt ${encryptId} 0 R /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>]` : ''
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/**
 * A one-page PDF whose content stream is `inflatedBytes` zeros, FlateDecode-compressed (about
 * 1,000 to 1): the "PDF bomb" of issue #27. Zeros are whitespace to a PDF reader, so pdf.js has to
 * inflate and scan the whole stream. Built by streaming 1 MB of zeros at a time through zlib, so
 * the test never holds the inflated size.
 */
export async function deflateBombPdf(inflatedBytes: number): Promise<Buffer> {
  const { createDeflate, constants } = await import('node:zlib')
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  const zeros = Buffer.alloc(1024 * 1024)
  for (let written = 0; written < inflatedBytes; written += zeros.length) {
    const part = zeros.subarray(0, Math.min(zeros.length, inflatedBytes - written))
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  const stream = Buffer.concat(chunks)
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  const size = () => parts.reduce((sum, p) => sum + p.length, 0)
  const object = (id: number, ...body: (string | Buffer)[]) => {
    offsets[id] = size()
    parts.push(Buffer.from(`${id} 0 obj\n`, 'latin1'))
    for (const b of body) parts.push(typeof b === 'string' ? Buffer.from(b, 'latin1') : b)
    parts.push(Buffer.from('\nendobj\n', 'latin1'))
  }
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>')
  object(4, `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream, '\nendstream')
  const xref = size()
  let tail = `xref\n0 5\n0000000000 65535 f \n`
  for (let id = 1; id <= 4; id++) tail += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  parts.push(Buffer.from(tail, 'latin1'))
  return Buffer.concat(parts)
}
