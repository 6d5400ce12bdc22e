import { Readable } from 'node:stream'
import { createDeflate } from 'node:zlib'
import { form } from '../../../tests/support/multipart'
import { withNote } from '../editorClient'
import { attack } from './attack'
import { untilJobDone } from './jobs'

const INFLATED_BYTES = 1024 ** 3

/**
 * A valid one-page PDF whose content stream inflates to 1 GB: a line of text, then NUL bytes
 * (whitespace to a PDF parser), deflated to about 1 MB (deflate's ratio is at most ~1000:1).
 */
export async function pdfBomb(inflatedBytes = INFLATED_BYTES): Promise<Buffer> {
  const text = Buffer.from('BT /F1 12 Tf 72 760 Td (Bombe) Tj ET\n', 'latin1')
  const zeros = Buffer.alloc(1024 ** 2)
  const chunks = Math.ceil(inflatedBytes / zeros.length)
  const source = Readable.from(
    (function* () {
      yield text
      for (let i = 0; i < chunks; i++) yield zeros
    })(),
  )
  const deflated: Buffer[] = []
  for await (const chunk of source.pipe(createDeflate({ level: 9 }))) deflated.push(chunk as Buffer)
  const stream = Buffer.concat(deflated)

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let size = parts[0]!.length
  const add = (id: number, ...content: Buffer[]) => {
    offsets[id] = size
    for (const part of [Buffer.from(`${id} 0 obj\n`), ...content, Buffer.from('\nendobj\n')]) {
      parts.push(part)
      size += part.length
    }
  }
  add(1, Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'))
  add(2, Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'))
  add(
    3,
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
  )
  add(
    4,
    Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
    stream,
    Buffer.from('\nendstream'),
  )
  add(5, Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'))
  let xref = `xref\n0 6\n0000000000 65535 f \n`
  for (let id = 1; id <= 5; id++) xref += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  xref += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`
  return Buffer.concat([...parts, Buffer.from(xref)])
}

export const pdfBombAttack = attack({
  name: 'pdf',
  title: 'PDF bomb (1 MB, 1 GB inflated) uploaded as a qa document',
  prepare: () => pdfBomb(),
  async run({ editor, seeded }, pdf, signal) {
    const { payload, headers } = form([
      { name: 'type', value: 'document' },
      { name: 'file', value: pdf, filename: 'bombe.pdf', contentType: 'application/pdf' },
    ])
    const reply = await editor.call(
      `upload ${(pdf.length / 1024 ** 2).toFixed(1)} MB PDF`,
      'POST',
      `/api/surveys/${seeded.structureSurvey}/media`,
      { body: payload, headers, signal },
    )
    const index = (reply.body as { media_file?: { document?: { index?: { status: string; code?: string } } } } | null)
      ?.media_file?.document?.index
    const call = await untilJobDone(editor, seeded.structureSurvey, reply, signal)
    return [index ? withNote(call, `index ${index.status}${index.code ? ` ${index.code}` : ''}`) : call]
  },
})
