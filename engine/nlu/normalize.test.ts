import { describe, expect, it } from 'vitest'
import { CLAUSE_BREAK, contentTokens, foldUmlauts, normalize, stems } from './normalize'

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
