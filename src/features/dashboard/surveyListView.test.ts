import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUpdatedOn, matchesQuery, visibleManagers, visibleSurveys, type SurveyListItem } from './surveyListView'

function aSurveyItem(survey_name: string, updated_on: string): SurveyListItem {
  return {
    survey_id: survey_name.replace(/\W/g, '') || 'x',
    survey_name,
    active: true,
    role: 'Besitzer',
    dialog_manager_id: null,
    updated_on,
    bearbeiten: 1,
    intrance: 1,
    testen: 1,
    live_switch: 1,
    analyse: 1,
  }
}

const list = [
  aSurveyItem('Zufriedenheit', '2025-03-01T08:00:00Z'),
  aSurveyItem('Äpfel und Birnen', '2025-01-01T08:00:00Z'),
  aSurveyItem('dialog 10', '2025-02-01T08:00:00Z'),
  aSurveyItem('Dialog 9', '2025-02-01T08:00:00Z'),
]

describe('dashboard list view', () => {
  it('sorts by last edit, newest first, equal times by name', () => {
    expect(visibleSurveys(list, '', 'updated').map((s) => s.survey_name)).toEqual([
      'Zufriedenheit',
      'Dialog 9',
      'dialog 10',
      'Äpfel und Birnen',
    ])
  })

  it('sorts by name with German collation, ignoring case and counting numbers', () => {
    expect(visibleSurveys(list, '', 'name').map((s) => s.survey_name)).toEqual([
      'Äpfel und Birnen',
      'Dialog 9',
      'dialog 10',
      'Zufriedenheit',
    ])
  })

  it('searches names case-insensitively and ignores surrounding spaces', () => {
    expect(visibleSurveys(list, '  DIALOG ', 'name').map((s) => s.survey_name)).toEqual(['Dialog 9', 'dialog 10'])
    expect(
      visibleManagers([{ dialog_manager_id: 3, name: 'Tatort', is_owner: true, connected_surveys: [] }], 'tat'),
    ).toHaveLength(1)
  })

  it('filtering never adds dialogs and never changes the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('updated' as const, 'name' as const), (query, sort) => {
        const before = list.map((s) => s.survey_id)
        const shown = visibleSurveys(list, query, sort)
        expect(shown.every((s) => list.includes(s) && matchesQuery(s.survey_name, query))).toBe(true)
        expect(list.map((s) => s.survey_id)).toEqual(before)
      }),
    )
  })

  it('shows the last edit in German format', () => {
    expect(formatUpdatedOn('2025-03-01T08:00:00Z')).toMatch(/^0[12]\.03\.2025, \d\d:\d\d$/)
    expect(formatUpdatedOn('kein Datum')).toBe('kein Datum')
  })
})
