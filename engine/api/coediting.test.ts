import { describe, expect, it } from 'vitest'
import { applyPresence, type PresentEditor, parseCoeditingEvent } from './coediting'

const editor = (id: string, selected: string | null = null): PresentEditor => ({
  connection_id: id,
  user_id: id.length,
  name: id,
  color: '#000',
  selected,
  typing: null,
})

describe('the presence delta (docs/api/coediting.md "Presence")', () => {
  it('keeps changed entries in their place, appends joined ones and drops those that left', () => {
    const list = [editor('a'), editor('b'), editor('c')]
    const next = applyPresence(list, { joined: [editor('d')], changed: [editor('b', 'q1')], left: ['a'] })
    expect(next).toEqual([editor('b', 'q1'), editor('c'), editor('d')])
  })

  it('applying the same delta twice changes nothing more than applying it once', () => {
    const delta = { joined: [editor('d')], changed: [editor('b', 'q1')], left: ['a'] }
    const once = applyPresence([editor('a'), editor('b')], delta)
    expect(applyPresence(once, delta)).toEqual(once)
  })

  it("reads a hello without editors (an older server's) as an empty list", () => {
    const hello = parseCoeditingEvent('hello', JSON.stringify({ version: 3, connection_id: 'c1' }))
    expect(hello).toEqual({ type: 'hello', data: { version: 3, connection_id: 'c1', editors: [] } })
  })
})
