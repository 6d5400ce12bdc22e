import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { MAX_SURVEY_NAME, surveyNameError } from './surveyName'

describe('surveyNameError', () => {
  it('asks for a name when it is blank', () => {
    expect(surveyNameError('   ')).toBe(de.dashboard.nameRequired)
  })

  it('refuses names longer than the server accepts, counted after trimming', () => {
    expect(surveyNameError(` ${'a'.repeat(MAX_SURVEY_NAME)} `)).toBeNull()
    expect(surveyNameError('a'.repeat(MAX_SURVEY_NAME + 1))).toBe(de.dashboard.nameTooLong)
  })
})
