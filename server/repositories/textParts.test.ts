import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textParts } from './textParts'

const all = (text: string, size: number) => {
  const parts = textParts(text, size)
  return Array.from({ length: parts.length }, (_, i) => parts.text(i))
}

describe('textParts', () => {
  it('joins back to the text, never ending a part between the halves of an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 20 }), (text, size) => {
        const parts = all(text, size)
        expect(parts.join('')).toBe(text)
        for (const part of parts.slice(0, -1)) {
          const last = part.charCodeAt(part.length - 1)
          expect(last >= 0xd800 && last <= 0xdbff).toBe(false)
          expect(part.length === size || part.length === size + 1).toBe(true)
        }
        // Each part survives UTF-8 as it is (a lone surrogate would become U+FFFD).
        for (const part of parts) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
      }),
    )
  })

  it('cuts a text of emoji only at pair boundaries, and an empty text is one empty part', () => {
    expect(all('😀😀😀', 3)).toEqual(['😀😀', '😀'])
    expect(all('a😀b', 2)).toEqual(['a😀', 'b'])
    expect(all('', 4)).toEqual([''])
    expect(all('abcdef', 3)).toEqual(['abc', 'def'])
  })
})
