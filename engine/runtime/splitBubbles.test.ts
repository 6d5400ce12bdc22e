import { describe, expect, it } from 'vitest'
import { splitBubbles } from './splitBubbles'

describe('splitBubbles', () => {
  it('a text without markers is one bubble shown at once', () => {
    expect(splitBubbles('Hallo!', 0.5)).toEqual([{ text: 'Hallo!', delayMs: 0 }])
  })

  it('a marker is the pause before the next bubble, as written at the default speed 0.5', () => {
    expect(splitBubbles('Hallo!#1500#Wie geht es?', 0.5)).toEqual([
      { text: 'Hallo!', delayMs: 0 },
      { text: 'Wie geht es?', delayMs: 1500 },
    ])
  })

  it('the pause scales with the speed: 1 doubles it, 0 shows everything at once', () => {
    expect(splitBubbles('a#1000#b', 1)[1]?.delayMs).toBe(2000)
    expect(splitBubbles('a#1000#b', 0)[1]?.delayMs).toBe(0)
    expect(splitBubbles('a#1000#b', 0.25)[1]?.delayMs).toBe(500)
  })

  it('consecutive markers add up and empty parts give no bubble', () => {
    expect(splitBubbles('#500#a#1000# #500#b#200#', 0.5)).toEqual([
      { text: 'a', delayMs: 500 },
      { text: 'b', delayMs: 1500 },
    ])
  })

  it('hashes that are not a number are text', () => {
    expect(splitBubbles('Nummer #eins# und #12a#', 0.5)).toEqual([{ text: 'Nummer #eins# und #12a#', delayMs: 0 }])
  })

  it('an empty text has no bubbles', () => {
    expect(splitBubbles('  ', 0.5)).toEqual([])
  })
})
