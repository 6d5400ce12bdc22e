import { describe, expect, it } from 'vitest'
import { displayName, initials } from './userDisplay'

describe('user display in the app bar', () => {
  it('shows the first name, or the username if it is missing (docs/product/screens.md#top-bar)', () => {
    expect(displayName({ firstName: 'Demo', lastName: 'Redaktion', username: 'demo@example.org' })).toBe('Demo')
    expect(displayName({ firstName: null, lastName: null, username: 'demo@example.org' })).toBe('demo@example.org')
    expect(displayName({ firstName: '  ', lastName: null, username: 'demo@example.org' })).toBe('demo@example.org')
  })

  it('takes initials from the names, else from the username', () => {
    expect(initials({ firstName: 'Demo', lastName: 'Redaktion', username: 'x' })).toBe('DR')
    expect(initials({ firstName: null, lastName: null, username: 'demo@example.org' })).toBe('D')
    expect(initials({ firstName: null, lastName: null, username: null })).toBe('')
  })
})
