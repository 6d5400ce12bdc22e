import type { PresentEditor } from '@engine/api/coediting'
import { describe, expect, it } from 'vitest'
import {
  avatarsOf,
  firstNameOf,
  initialsOf,
  joinNames,
  ownPresence,
  type OwnPresence,
  selectorsOf,
  typistsOf,
} from './presenceView'
import { othersOf } from './othersOf'

const editor = (connection_id: string, user_id: number, extra: Partial<PresentEditor> = {}): PresentEditor => ({
  connection_id,
  user_id,
  name: `Person ${user_id}`,
  color: '#2d72d2',
  selected: null,
  typing: null,
  ...extra,
})

describe('presence as the configurator shows it', () => {
  it('shows a colleague with two tabs open as one avatar, in the order they came', () => {
    const others = [editor('c1', 7), editor('c2', 3), editor('c3', 7)]
    expect(avatarsOf(others).map((e) => e.connection_id)).toEqual(['c1', 'c2'])
  })

  it('makes initials from first and last word of a name or an e-mail local part', () => {
    expect(initialsOf('Erika Test')).toBe('ET')
    expect(initialsOf('erika.mustermann')).toBe('EM')
    expect(initialsOf('Anna Maria Schmidt')).toBe('AS')
    expect(initialsOf('demo')).toBe('D')
    expect(initialsOf('  ')).toBe('')
    expect(initialsOf('Ölaf Übel')).toBe('ÖÜ')
  })

  it('finds who has a block selected and who types in which field of it', () => {
    const others = [
      editor('c1', 1, { selected: 'q1', typing: { block: 'q1', key: 'context' } }),
      editor('c2', 2, { selected: 'q1' }),
      editor('c3', 3, { selected: 'q2', typing: { block: 'q2', key: 'context' } }),
    ]
    expect(selectorsOf(others, 'q1').map((e) => e.user_id)).toEqual([1, 2])
    expect(typistsOf(others, 'q1', 'context').map((e) => e.user_id)).toEqual([1])
    expect(typistsOf(others, 'q1', 'acknowledgement')).toEqual([])
    expect(selectorsOf(others, 'q9')).toEqual([])
  })
})

describe('own presence', () => {
  const reporter = () => {
    const sent: OwnPresence[] = []
    return { sent, own: ownPresence((p) => sent.push(p)) }
  }

  it('sends a selection once, and typing once however many keys are typed', () => {
    const { sent, own } = reporter()
    own.select('q1')
    own.select('q1')
    for (let i = 0; i < 5; i++) own.type({ block: 'q1', key: 'context' })
    expect(sent).toEqual([
      { selected: 'q1', typing: null },
      { selected: 'q1', typing: { block: 'q1', key: 'context' } },
    ])
  })

  it('clears typing on blur of that field, but not when another field already took over', () => {
    const { sent, own } = reporter()
    own.select('q1')
    own.type({ block: 'q1', key: 'context' })
    own.type({ block: 'q1', key: 'acknowledgement' })
    own.stopTyping({ block: 'q1', key: 'context' })
    expect(sent.at(-1)).toEqual({ selected: 'q1', typing: { block: 'q1', key: 'acknowledgement' } })
    own.stopTyping({ block: 'q1', key: 'acknowledgement' })
    expect(sent.at(-1)).toEqual({ selected: 'q1', typing: null })
  })

  it('ends typing when another block is selected, and selects the block typed in', () => {
    const { sent, own } = reporter()
    own.type({ block: 'q2', key: 'context' })
    expect(sent.at(-1)).toEqual({ selected: 'q2', typing: { block: 'q2', key: 'context' } })
    own.select('q3')
    expect(sent.at(-1)).toEqual({ selected: 'q3', typing: null })
    own.select(null)
    expect(sent.at(-1)).toEqual({ selected: null, typing: null })
  })
})

describe('names in one phrase', () => {
  it('joins one, two and three names as German does', () => {
    expect(joinNames(['Anna'], 'und')).toBe('Anna')
    expect(joinNames(['Anna', 'Ben'], 'und')).toBe('Anna und Ben')
    expect(joinNames(['Anna', 'Ben', 'Cem'], 'und')).toBe('Anna, Ben und Cem')
  })
})

describe('everyone else in the presence list', () => {
  it("leaves out this stream and the same user's other tabs, and keeps everyone else", () => {
    const list = [editor('me', 1), editor('me-tab2', 1), editor('c2', 2), editor('c3', 3)]
    expect(othersOf(list, 'me').map((e) => e.connection_id)).toEqual(['c2', 'c3'])
    expect(othersOf(list, null).map((e) => e.connection_id)).toEqual(['me', 'me-tab2', 'c2', 'c3'])
  })
})

describe('firstNameOf', () => {
  it('takes the first word of a display name, a one-word name whole', () => {
    expect(firstNameOf(' Erika  Test ')).toBe('Erika')
    expect(firstNameOf('erika.test')).toBe('erika.test')
  })
})
