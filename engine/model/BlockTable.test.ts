import { describe, expect, it } from 'vitest'
import { Block } from './block'
import { BlockTable } from './BlockTable'

const block = (id: string, order: number) =>
  Block.parse({ unique_question_id: id, survey_id: 's', order, type: 'open', context: id })

describe('BlockTable', () => {
  it('sorts by order and renumbers from zero', () => {
    const table = BlockTable.of([block('b', 7), block('a', 3)])
    expect(table.ids).toEqual(['a', 'b'])
    expect(table.values().map((b) => b.order)).toEqual([0, 1])
  })

  it('replaces a block without touching the structure or the other blocks', () => {
    const table = BlockTable.of([block('a', 0), block('b', 1)])
    const next = table.replace({ ...(table.get('a') as Block), context: 'neu' })
    expect(next.get('a')?.context).toBe('neu')
    expect(next.ids).toBe(table.ids)
    expect(next.get('b')).toBe(table.get('b'))
  })

  it('inserts, moves and removes with renumbering, keeping unshifted blocks', () => {
    const table = BlockTable.of([block('a', 0), block('b', 1), block('c', 2)])
    const inserted = table.insert(block('x', 0), 1)
    expect(inserted.ids).toEqual(['a', 'x', 'b', 'c'])
    expect(inserted.get('c')?.order).toBe(3)
    expect(inserted.get('a')).toBe(table.get('a'))
    const moved = inserted.move('c', 0)
    expect(moved.ids).toEqual(['c', 'a', 'x', 'b'])
    expect(moved.remove('x').ids).toEqual(['c', 'a', 'b'])
    expect(moved.remove('x').get('b')?.order).toBe(2)
  })
})
