import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLAUSE_BREAK, contentTokens, foldUmlauts, normalize, stemmer, stems, tokensOf } from './normalize'

const tokens = (text: string) => normalize(text).tokens

describe('normalize', () => {
  it('umlauts and ß are folded, so answers typed without them meet the examples', () => {
    expect(foldUmlauts('schön, größer, straße, übel')).toBe('schoen, groesser, strasse, uebel')
    expect(normalize('Schön größer Straße').folded).toBe(normalize('schoen groesser strasse').folded)
    expect(normalize('Schön größer Straße').text).toBe('schön größer straße')
  })

  it('three or more of a letter are emphasis: "suuuper" is "super", "neeein" is "nein"', () => {
    expect(tokens('Suuuper')).toEqual(['super'])
    expect(tokens('neeein')).toEqual(['nein'])
    expect(tokens('jaaaaa')).toEqual(['ja'])
  })

  it('emphasis is found beside any other text, and outside the BMP too', () => {
    expect(tokens('ok, soooo gut 👍🏽')).toEqual(['ok', CLAUSE_BREAK, 'so', 'gut', '👍'])
    // 𝐚 (U+1D41A) is a letter of two UTF-16 units: three of it are emphasis as well.
    expect(normalize('x𝐚𝐚𝐚y').text).toBe('x𝐚y')
    expect(normalize('000 Euro').text).toBe('000 euro')
  })

  it('the indexing path (tokensOf, stemmer) gives what normalize and stems give, for any text', () => {
    const emphatic = fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('a', 'ü', '𝐚', '.', '3'), fc.nat(5))
      .map(([text, letter, n]) => text + letter.repeat(n) + text)
    const stemsOf = stemmer()
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), emphatic), (text) => {
        expect(tokensOf(text)).toEqual(normalize(text).tokens)
        // The memo answers a word it has seen before as the first time.
        expect(stemsOf(tokensOf(text))).toEqual(stems(normalize(text).tokens))
        expect(stemsOf(tokensOf(text))).toEqual(stems(normalize(text).tokens))
      }),
      { numRuns: 500 },
    )
  })

  it('double letters are German spelling and stay', () => {
    expect(tokens('Kaffee Boot Wasser')).toEqual(['kaffee', 'boot', 'wasser'])
  })

  it.each([
    [':)', '🙂'],
    [':-)', '🙂'],
    [';)', '🙂'],
    [':D', '😀'],
    [':(', '☹'],
    [':-/', '😕'],
    ['<3', '❤'],
  ])('the emoticon %s becomes the emoji %s the lexicon knows', (emoticon, emoji) => {
    expect(tokens(`gut ${emoticon}`)).toEqual(['gut', emoji])
  })

  it('a colon inside a word or link is not a face', () => {
    expect(tokens('http://x.de')).not.toContain('😕')
    expect(tokens('um 8:30')).toEqual(['um', '8', '30'])
  })

  it('skin tones and variation selectors are dropped: 👍🏽 is 👍 and ☹️ is ☹', () => {
    expect(tokens('👍🏽')).toEqual(['👍'])
    expect(tokens('☹️')).toEqual(['☹'])
    expect(tokens('👨‍👩‍👧')).toEqual(['👨', '👩', '👧'])
  })

  it('emoji are tokens of their own, even without spaces', () => {
    expect(tokens('super👍😊')).toEqual(['super', '👍', '😊'])
  })

  it('punctuation and break words end a clause; consecutive breaks count once', () => {
    expect(tokens('Gut, aber teuer!!')).toEqual(['gut', CLAUSE_BREAK, 'teuer', CLAUSE_BREAK])
    expect(tokens('schön. trotzdem zu teuer')).toEqual(['schoen', CLAUSE_BREAK, 'zu', 'teuer'])
  })

  it('an empty or blank answer has no tokens', () => {
    expect(normalize('')).toEqual({ text: '', folded: '', tokens: [] })
    expect(normalize('  \n ').tokens).toEqual([])
  })
})

describe('contentTokens and stems', () => {
  it('stop words go, negations stay: "nicht gut" must not look like "gut"', () => {
    expect(contentTokens(tokens('Das ist nicht gut, oder?'))).toEqual(['nicht', 'gut'])
  })

  it('inflected forms of a word share a stem; emoji stay as they are', () => {
    expect(stems(tokens('Die Kunden 👍'))).toEqual(stems(tokens('der Kunde 👍')))
    expect(stems(tokens('👍'))).toEqual(['👍'])
  })
})
