import { describe, expect, it } from 'vitest'
import { answerKey } from './answerKeys'

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
})

describe('answerKey', () => {
  it('arrows move, Enter confirms, digits pick the jump with that number', () => {
    expect(answerKey(key('ArrowDown'), ['ja'])).toEqual({ kind: 'move', delta: 1 })
    expect(answerKey(key('ArrowUp'), ['ja'])).toEqual({ kind: 'move', delta: -1 })
    expect(answerKey(key('Enter'), ['ja'])).toEqual({ kind: 'confirm' })
    expect(answerKey(key('2'), ['ja', 'nein'])).toEqual({ kind: 'pick', handle: 'nein' })
  })

  it('ignores a digit without a jump and keys with modifiers (Ctrl+Z stays undo)', () => {
    expect(answerKey(key('3'), ['ja', 'nein'])).toBeNull()
    expect(answerKey(key('1', { ctrlKey: true }), ['ja'])).toBeNull()
  })
})
