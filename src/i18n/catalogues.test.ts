import { ROLES } from '@engine/model'
import { describe, expect, it } from 'vitest'
import { de } from './de'
import { en } from './en'
import { respondentDe } from './respondent/de'
import { respondentEn } from './respondent/en'
import { adoptUiLanguage, readStoredUiLanguage } from './uiLanguage'

type Leaf = { path: string; value: unknown }

/** Every leaf of a catalogue by its dotted path; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'function') {
    const call = (args: unknown[]) => {
      try {
        return (value as (...a: unknown[]) => unknown)(...args)
      } catch {
        return undefined
      }
    }
    // Numbers first; a text that takes lists (the roles of a tab) gets lists.
    const sample =
      call(Array.from({ length: value.length }, (_, i) => (i === 0 ? 2 : 3))) ??
      call(Array.from({ length: value.length }, () => ['A', 'B']))
    return [{ path, value: typeof sample === 'string' ? sample : 'function' }]
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key))
  return [{ path, value }]
}

const paths = (catalogue: unknown) => leaves(catalogue).map((l) => l.path)

describe('the English catalogues (docs/app.md#languages)', () => {
  it('names every role: German as the server names them, English in its own words', () => {
    expect(ROLES.map((role) => de.sharing.roles[role])).toEqual([...ROLES])
    expect(ROLES.map((role) => en.sharing.roles[role])).toEqual([
      'Owner',
      'Full access',
      'Edit + train',
      'Train',
      'Analyse',
    ])
  })

  it('the editor catalogue en has exactly the keys of de and no empty text', () => {
    expect(paths(en)).toEqual(paths(de))
    const empty = leaves(en).filter((l) => typeof l.value === 'string' && l.value.trim() === '')
    expect(empty).toEqual([])
  })

  it('the respondent catalogue en has exactly the keys of de and no empty text', () => {
    expect(paths(respondentEn)).toEqual(paths(respondentDe))
    expect(leaves(respondentEn).filter((l) => typeof l.value === 'string' && l.value.trim() === '')).toEqual([])
  })

  it('English texts are translated, not copied: the respondent texts differ from the German ones', () => {
    const german = new Map(leaves(respondentDe).map((l) => [l.path, l.value]))
    // The contract keeps these few in English in both languages, and short words such as 'Bot' or 'Logo' are the same.
    const same = leaves(respondentEn)
      .filter((l) => german.get(l.path) === l.value)
      .map((l) => l.path)
    expect(same).toEqual([
      'live.errors.registrationFailed',
      'live.errors.registrationRejected',
      'live.errors.status',
      'live.chat.counter',
      'live.chat.botSays',
      'live.chat.bot',
      'multichatLive.chatList',
      'bar.logo',
    ])
  })
})

describe('the UI language', () => {
  const memory = (initial: string | null = null) => {
    const values = new Map<string, string>(initial ? [['ui_language', initial]] : [])
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
  }

  it('is German unless English was stored', () => {
    expect(readStoredUiLanguage(memory())).toBe('de')
    expect(readStoredUiLanguage(memory('fr'))).toBe('de')
    expect(readStoredUiLanguage(memory('en'))).toBe('en')
  })

  it("adopting the account's language stores it and reloads only when it differs", () => {
    const storage = memory()
    let reloads = 0
    expect(adoptUiLanguage('de', () => reloads++, storage)).toBe(false)
    expect(adoptUiLanguage('en', () => reloads++, storage)).toBe(true)
    expect(readStoredUiLanguage(storage)).toBe('en')
    expect(adoptUiLanguage('en', () => reloads++, storage)).toBe(false)
    expect(reloads).toBe(1)
  })
})
