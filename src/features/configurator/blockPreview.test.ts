import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockPreview, PREVIEW_MAX_CHARS, previewText, shortPreview } from './blockPreview'

describe('blockPreview', () => {
  it('shows delay markers as seconds in German format', () => {
    expect(blockPreview('Hallo!#1500#Wie geht es?')).toEqual([
      { kind: 'text', text: 'Hallo!' },
      { kind: 'delay', seconds: '1,5' },
      { kind: 'text', text: 'Wie geht es?' },
    ])
    expect(previewText('A #2000# B')).toBe('A (Pause 2 s) B')
  })

  it('keeps short texts whole and cuts long ones at 100 characters with an ellipsis', () => {
    expect(previewText('kurz')).toBe('kurz')
    const long = 'x'.repeat(150)
    expect(previewText(long)).toBe(`${'x'.repeat(100)}…`)
  })

  it('never shows more than 100 characters of text, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.array(fc.nat(10_000), { maxLength: 5 }), (text, delays) => {
        const context = delays.reduce((acc, d, i) => `${acc}#${d}#${text.slice(i * 20, i * 20 + 60)}`, text)
        const visible = blockPreview(context)
          .filter((p) => p.kind === 'text')
          .map((p) => (p as { text: string }).text.replace(/…$/, ''))
        expect(visible.join('').length).toBeLessThanOrEqual(PREVIEW_MAX_CHARS)
      }),
    )
  })

  it('gives selects a short line without markers or line breaks', () => {
    expect(shortPreview('Hallo!#1500#\nWie geht es?')).toBe('Hallo! Wie geht es?')
    expect(shortPreview('abcdefghij', 4)).toBe('abcd…')
  })
})
