import { Block } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { searchBlocks } from './searchBlocks'

const blocks = ['Willkommen zur Umfrage', 'Wie zufrieden sind Sie mit dem Über-Angebot?', 'Danke!'].map(
  (context, order) =>
    Block.parse({ unique_question_id: `q${order + 1}`, survey_id: 's', order, type: 'open', context }),
)

describe('searchBlocks', () => {
  it('finds blocks by words of their text, ignoring case and umlauts', () => {
    expect(searchBlocks(blocks, 'uber zufrieden').map((b) => b.unique_question_id)).toEqual(['q2'])
    expect(searchBlocks(blocks, 'DANKE').map((b) => b.unique_question_id)).toEqual(['q3'])
  })

  it('finds a block by its label and returns nothing for an empty query', () => {
    expect(searchBlocks(blocks, 'frage 3').map((b) => b.unique_question_id)).toEqual(['q3'])
    expect(searchBlocks(blocks, '   ')).toEqual([])
  })

  it('stops at the limit', () => {
    expect(searchBlocks(blocks, 'frage', 2)).toHaveLength(2)
  })
})
