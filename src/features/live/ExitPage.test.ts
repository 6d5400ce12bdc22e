import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { exitTexts } from './ExitPage'

describe('the exit page texts (/exit/{var})', () => {
  it('has its own text for a finished dialog and for deleted data in the dialog language', () => {
    expect(exitTexts('finished')).toBe(de.live.exit.finished)
    expect(exitTexts('deleted_de')).toBe(de.live.exit.deleted_de)
    expect(exitTexts('deleted_en')).toBe(de.live.exit.deleted_en)
  })

  it('says "deleted" in German for a language without its own text, and goodbye for anything else', () => {
    expect(exitTexts('deleted_fr')).toBe(de.live.exit.deleted_de)
    expect(exitTexts('irgendwas')).toBe(de.live.exit.other)
    expect(exitTexts(undefined)).toBe(de.live.exit.other)
  })
})
