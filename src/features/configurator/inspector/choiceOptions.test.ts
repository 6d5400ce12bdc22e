import { describe, expect, it } from 'vitest'
import { moveItem, nextOptionId } from './choiceOptions'

describe('nextOptionId', () => {
  it('numbers new options after the existing ones', () => {
    expect(nextOptionId([])).toBe('o1')
    expect(nextOptionId([{ id: 'o1', label: 'A' }])).toBe('o2')
  })

  it('never repeats an id of the block, nor one a jump still uses', () => {
    expect(nextOptionId([{ id: 'o2', label: 'B' }])).toBe('o3')
    expect(nextOptionId([{ id: 'o1', label: 'A' }], ['o2'])).toBe('o3')
  })
})

describe('moveItem', () => {
  it('moves an item up or down by one', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })

  it('leaves the list as it is at its ends', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})
