import { describe, expect, it } from 'vitest'
import { hasNewUnread, totalUnread, unreadCounts } from './unreadCounts'

describe('unreadCounts', () => {
  it('counts messages that arrive in chats that are not open', () => {
    const counts = unreadCounts({}, { type: 'arrived', counts: { lead: 2, zeuge: 3 }, openChat: 'lead' })
    expect(counts).toEqual({ zeuge: 3 })
  })

  it('adds up over several arrivals', () => {
    let counts = unreadCounts({}, { type: 'arrived', counts: { zeuge: 1 }, openChat: 'lead' })
    counts = unreadCounts(counts, { type: 'arrived', counts: { zeuge: 2, taeter: 1 }, openChat: 'lead' })
    expect(counts).toEqual({ zeuge: 3, taeter: 1 })
    expect(totalUnread(counts)).toBe(4)
  })

  it('counts every chat while the list is shown (no chat open)', () => {
    expect(unreadCounts({}, { type: 'arrived', counts: { lead: 1, zeuge: 1 }, openChat: null })).toEqual({
      lead: 1,
      zeuge: 1,
    })
  })

  it('ignores chats without new messages', () => {
    expect(unreadCounts({ zeuge: 1 }, { type: 'arrived', counts: { taeter: 0 }, openChat: 'lead' })).toEqual({
      zeuge: 1,
    })
  })

  it('opening a chat reads its messages and leaves the others unread', () => {
    const counts = unreadCounts({ zeuge: 2, taeter: 1 }, { type: 'opened', surveyId: 'zeuge' })
    expect(counts).toEqual({ taeter: 1 })
  })

  it('opening a chat without unread messages keeps the same object (no needless re-render)', () => {
    const counts = { zeuge: 2 }
    expect(unreadCounts(counts, { type: 'opened', surveyId: 'lead' })).toBe(counts)
  })

  it('a reset forgets every count', () => {
    expect(unreadCounts({ zeuge: 2 }, { type: 'reset' })).toEqual({})
  })

  it('never changes the counts it is given', () => {
    const counts = Object.freeze({ zeuge: 1 })
    unreadCounts(counts, { type: 'arrived', counts: { zeuge: 1 }, openChat: null })
    unreadCounts(counts, { type: 'opened', surveyId: 'zeuge' })
    expect(counts).toEqual({ zeuge: 1 })
  })

  it('an arrival is news only when some count grew', () => {
    expect(hasNewUnread({ zeuge: 1 }, { zeuge: 2 })).toBe(true)
    expect(hasNewUnread({ zeuge: 1 }, { zeuge: 1 })).toBe(false)
    expect(hasNewUnread({ zeuge: 1 }, {})).toBe(false)
  })
})
