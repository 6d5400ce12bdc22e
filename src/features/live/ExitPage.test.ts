import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { respondentEn } from '../../i18n/respondent/en'
import { exitTexts } from './ExitPage'

describe('the exit page texts (/exit/{var})', () => {
  it('has its own text for a finished dialog and for deleted data in the dialog language', () => {
    expect(exitTexts('finished')).toBe(de.live.exit.finished)
    expect(exitTexts('deleted_de')).toBe(de.live.exit.deleted)
    expect(exitTexts('deleted_en')).toBe(respondentEn.live.exit.deleted)
    expect(respondentEn.live.exit.deleted.title).toBe('Your data has been deleted')
  })

  it('a finished or goodbye page speaks the language of the dialog the respondent left', () => {
    expect(exitTexts('finished', 'en')).toBe(respondentEn.live.exit.finished)
    expect(exitTexts('irgendwas', 'en')).toBe(respondentEn.live.exit.other)
    // deleted_{language} names its language, whatever dialog came before.
    expect(exitTexts('deleted_de', 'en')).toBe(de.live.exit.deleted)
  })

  it('says "deleted" in German for a language without its own text, and goodbye for anything else', () => {
    expect(exitTexts('deleted_fr')).toBe(de.live.exit.deleted)
    expect(exitTexts('irgendwas')).toBe(de.live.exit.other)
    expect(exitTexts(undefined)).toBe(de.live.exit.other)
  })
})
