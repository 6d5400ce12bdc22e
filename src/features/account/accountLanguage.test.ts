import type { AccountResponse } from '@engine/api/auth'
import { describe, expect, it } from 'vitest'
import { applyAccountLanguage } from './accountLanguage'

const account = (ui_language: 'de' | 'en'): AccountResponse => ({
  username: 'erika@example.org',
  firstName: null,
  lastName: null,
  email_validated: true,
  ui_language,
})

function memory(initial?: string) {
  const values = new Map<string, string>(initial ? [['ui_language', initial]] : [])
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
}

describe('after a login the account language is taken over (docs/app.md#languages)', () => {
  it('an English account in a German browser stores English and opens the target anew', async () => {
    const opened: string[] = []
    const storage = memory()
    const reloaded = await applyAccountLanguage(
      '/dashboard',
      async () => account('en'),
      (url) => opened.push(url),
      storage,
    )
    expect(reloaded).toBe(true)
    expect(opened).toEqual(['/dashboard'])
    expect(storage.getItem('ui_language')).toBe('en')
  })

  it('the same language, or an account that cannot be read, changes nothing', async () => {
    const opened: string[] = []
    expect(
      await applyAccountLanguage(
        '/dashboard',
        async () => account('en'),
        (u) => opened.push(u),
        memory('en'),
      ),
    ).toBe(false)
    expect(
      await applyAccountLanguage(
        '/dashboard',
        async () => account('de'),
        (u) => opened.push(u),
        memory(),
      ),
    ).toBe(false)
    const failing = async (): Promise<AccountResponse> => {
      throw new Error('offline')
    }
    expect(await applyAccountLanguage('/dashboard', failing, (u) => opened.push(u), memory())).toBe(false)
    expect(opened).toEqual([])
  })
})
