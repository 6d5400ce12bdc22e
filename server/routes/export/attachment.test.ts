import { describe, expect, it } from 'vitest'
import { attachment, safeFileName } from './attachment'

describe('the download file name', () => {
  it('spells out umlauts and replaces path and quote characters in the ASCII name', () => {
    expect(safeFileName('Größe/Gewicht "Ü18"')).toBe('Groesse_Gewicht _Ue18')
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd')
    expect(safeFileName('😀')).toBe('Dialog')
  })

  it('keeps the exact name, percent-encoded, in filename*', () => {
    expect(attachment("Café (Team's)", 'xlsx')).toBe(
      `attachment; filename="Cafe _Team_s.xlsx"; filename*=UTF-8''Caf%C3%A9%20%28Team%27s%29.xlsx`,
    )
  })

  it('never throws on names a browser could not send, and keeps names short', () => {
    expect(attachment('a\uD800b\r\n', 'xlsx')).toBe(`attachment; filename="a_b.xlsx"; filename*=UTF-8''ab.xlsx`)
    expect(() => attachment(`${'x'.repeat(99)}😀`, 'xlsx')).not.toThrow()
    expect(attachment('y'.repeat(300), 'xlsx').length).toBeLessThan(260)
  })
})
