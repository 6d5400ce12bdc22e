import { describe, expect, it } from 'vitest'
import { defaultLanguageFragments, isDefaultLanguageFragments, liveBarFragments } from './languageFragments'

describe('language fragments stored by earlier versions', () => {
  const formerGerman = {
    ...defaultLanguageFragments('de'),
    delete: 'Abbrechen',
    delete_pop_up: {
      header: 'Dialog abbrechen?',
      text: 'Der Dialog wird beendet und Ihre Antworten werden gelöscht.',
      btn_back: 'Zurück',
      btn_delete: 'Abbrechen und löschen',
    },
  }

  it('shows the former default "Abbrechen" as today\'s "Antworten löschen", whatever the key order', () => {
    const { delete_pop_up, restart_pop_up, ...rest } = formerGerman
    const { btn_delete, ...popUp } = delete_pop_up
    const reordered = {
      delete_pop_up: { btn_delete, ...popUp },
      restart_pop_up,
      ...rest,
    }
    const shown = liveBarFragments(reordered, 'de')
    expect(shown.delete).toBe('Antworten löschen')
    expect(shown.delete_pop_up.text).toContain('gelöscht')
    expect(isDefaultLanguageFragments(formerGerman, 'de')).toBe(true)
    expect(isDefaultLanguageFragments(null, 'de')).toBe(true)
  })

  it("keeps an editor's own texts", () => {
    const own = { ...formerGerman, restart: 'Von vorn' }
    expect(isDefaultLanguageFragments(own, 'de')).toBe(false)
    expect(liveBarFragments(own, 'de').delete).toBe('Abbrechen')
    // A German default set is no English default.
    expect(isDefaultLanguageFragments(defaultLanguageFragments('de'), 'en')).toBe(false)
  })
})
