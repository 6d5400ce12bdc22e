import { describe, expect, it } from 'vitest'
import { deflateBombPdf, minimalPdf } from '../../../tests/support/minimalPdf'
import { extractPdfText, pageText } from './extractPdfText'

const item = (str: string, y: number, hasEOL = true) => ({ str, y, height: 12, hasEOL })

describe('PDF text extraction', () => {
  it('reads the text page by page, with a blank line where the line gap is wide', async () => {
    const pdf = minimalPdf([['Kapitel 1', '', 'Erste Zeile', 'zweite Zeile.'], ['Seite zwei.']])
    expect(await extractPdfText(pdf)).toEqual({
      ok: true,
      pages: ['Kapitel 1\n\nErste Zeile\nzweite Zeile.', 'Seite zwei.'],
    })
  })

  it('joins a word hyphenated at a line end, but keeps a dash before a capital', () => {
    expect(pageText([item('Die Verlän-', 700), item('gerung ist möglich.', 684)])).toBe('Die Verlängerung ist möglich.')
    expect(pageText([item('Nord-', 700), item('Süd-Achse', 684)])).toBe('Nord-\nSüd-Achse')
  })

  it('starts a new paragraph where the text jumps back up (the next column)', () => {
    expect(pageText([item('unten links', 100), item('oben rechts', 700)])).toBe('unten links\n\noben rechts')
  })

  it('splits items on one line only at their end-of-line marks or a change of height', () => {
    expect(pageText([item('Hallo ', 700, false), item('Welt', 700), item('Neu', 684)])).toBe('Hallo Welt\nNeu')
    expect(pageText([item('oben', 700, false), item('unten', 684, false)])).toBe('oben\nunten')
  })

  it('never throws: no text, a password, damage and running out of time give their reason', async () => {
    expect(await extractPdfText(minimalPdf([[]]))).toEqual({ ok: false, code: 'pdf_no_text' })
    expect(await extractPdfText(minimalPdf([['x']], { encrypted: true }))).toEqual({ ok: false, code: 'pdf_encrypted' })
    expect(await extractPdfText(Buffer.from('%PDF-1.4\nkaputt'))).toEqual({ ok: false, code: 'pdf_damaged' })
    expect(await extractPdfText(Buffer.alloc(0))).toEqual({ ok: false, code: 'pdf_damaged' })
    let clock = 0
    const slow = { timeLimitMs: 30_000, now: () => (clock += 20_000) }
    expect(await extractPdfText(minimalPdf([['Eins'], ['Zwei']]), slow)).toEqual({ ok: false, code: 'pdf_too_slow' })
  })

  it('leaves the buffer it was given intact', async () => {
    const pdf = minimalPdf([['Hallo']])
    const copy = Buffer.from(pdf)
    await extractPdfText(pdf)
    expect(pdf.equals(copy)).toBe(true)
  })

  it('refuses a PDF past its limits: inflated bytes, pages and text, each with its code', async () => {
    const bomb = await deflateBombPdf(64 * 1024 * 1024)
    expect(await extractPdfText(bomb, { maxInflatedBytes: 16 * 1024 * 1024 })).toEqual({
      ok: false,
      code: 'pdf_too_large',
    })
    const three = minimalPdf([['Eins'], ['Zwei'], ['Drei']])
    expect(await extractPdfText(three, { maxPages: 2 })).toEqual({ ok: false, code: 'pdf_too_many_pages' })
    expect(await extractPdfText(three, { maxTextChars: 6 })).toEqual({ ok: false, code: 'text_too_long' })
    expect(await extractPdfText(three, { maxPages: 3, maxTextChars: 12 })).toMatchObject({ ok: true })
  })
})
