import { describe, expect, it } from 'vitest'
import { Block } from './block'
import { BlockTable, MAX_PATCH_LINKS } from './BlockTable'

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

  describe('changedSince', () => {
    const table = BlockTable.of(['a', 'b', 'c', 'd'].map(block))
    const edit = (t: BlockTable, id: string, context: string) => t.replace({ ...(t.get(id) as Block), context })

    it('names the index a replace changed, and nothing for the table itself', () => {
      expect(table.changedSince(table)).toEqual([])
      expect(edit(table, 'c', 'neu').changedSince(table)).toEqual([2])
    })

    it('names the indices a map changed', () => {
      const mapped = table.map((b) =>
        b.unique_question_id === 'b' || b.unique_question_id === 'd' ? { ...b, is_end: true } : b,
      )
      expect(mapped.changedSince(table)).toEqual([1, 3])
      expect(table.map((b) => b)).toBe(table)
    })

    it('follows a chain of up to MAX_PATCH_LINKS edits, and gives up beyond', () => {
      let t = table
      for (let i = 1; i <= MAX_PATCH_LINKS; i++) {
        t = edit(t, i % 2 ? 'a' : 'd', `v${i}`)
        expect(new Set(t.changedSince(table))).toEqual(new Set(i === 1 ? [0] : [0, 3]))
      }
      expect(edit(t, 'b', 'zu weit').changedSince(table)).toBeUndefined()
      // The chain starts again from the table that ended it.
      const longer = edit(t, 'b', 'zu weit')
      expect(edit(longer, 'c', 'x').changedSince(longer)).toEqual([2])
    })

    it('knows nothing of other tables: structural edits, tables of their own, the other direction', () => {
      const inserted = table.insert(block('x', 0), 1)
      expect(inserted.changedSince(table)).toBeUndefined()
      expect(edit(inserted, 'a', 'neu').changedSince(table)).toBeUndefined()
      expect(BlockTable.of(table.values()).changedSince(table)).toBeUndefined()
      const edited = edit(table, 'a', 'neu')
      expect(table.changedSince(edited)).toBeUndefined()
      expect(edit(table, 'b', 'anders').changedSince(edited)).toBeUndefined()
    })

    it('leaves equality of tables to their blocks', () => {
      expect(edit(table, 'a', 'neu')).toEqual(
        edit(edit(table, 'b', 'x'), 'b', 'b').replace({ ...(table.get('a') as Block), context: 'neu' }),
      )
    })
  })
})
