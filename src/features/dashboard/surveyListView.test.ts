import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dashboardEntries,
  formatResponses,
  formatUpdatedOn,
  matchesQuery,
  type MultichatSummary,
  type SortKey,
  type SurveyListItem,
} from './surveyListView'

function aSurveyItem(survey_name: string, updated_on: string, responses = 0): SurveyListItem {
  return {
    survey_id: survey_name.replace(/\W/g, '') || 'x',
    survey_name,
    active: true,
    role: 'Besitzer',
    dialog_manager_id: null,
    updated_on,
    responses,
    responses_capped: false,
    bearbeiten: 1,
    intrance: 1,
    testen: 1,
    live_switch: 1,
    analyse: 1,
  }
}

function aMultichat(id: number, name: string, dialogs: SurveyListItem[], responses = 0): MultichatSummary {
  return {
    dialog_manager_id: id,
    name,
    is_owner: true,
    connected_surveys: dialogs.map((s, order) => ({ survey_id: s.survey_id, survey_name: s.survey_name, order })),
    responses,
    responses_capped: false,
  }
}

const list = [
  aSurveyItem('Zufriedenheit', '2025-03-01T08:00:00Z', 5),
  aSurveyItem('Äpfel und Birnen', '2025-01-01T08:00:00Z', 40),
  aSurveyItem('dialog 10', '2025-02-01T08:00:00Z', 1),
  aSurveyItem('Dialog 9', '2025-02-01T08:00:00Z', 1),
]
const names = (surveys: readonly SurveyListItem[], query: string, sort: SortKey, multichats: MultichatSummary[] = []) =>
  dashboardEntries(surveys, multichats, query, sort).map((e) => e.name)

// A game: the witness was edited last (April), the suspect earlier; 7 players.
const witness = aSurveyItem('Zeugin', '2025-04-01T08:00:00Z', 9)
const suspect = aSurveyItem('Verdächtiger', '2025-01-15T08:00:00Z', 9)
const game = aMultichat(7, 'Tatort', [suspect, witness], 7)
const withGame = [...list, witness, suspect]

describe('dashboard list: sorting', () => {
  it('sorts by last edit, newest first, equal times by name', () => {
    expect(names(list, '', 'updated')).toEqual(['Zufriedenheit', 'Dialog 9', 'dialog 10', 'Äpfel und Birnen'])
  })

  it('sorts by name with German collation, ignoring case and counting numbers', () => {
    expect(names(list, '', 'name')).toEqual(['Äpfel und Birnen', 'Dialog 9', 'dialog 10', 'Zufriedenheit'])
  })

  it('sorts by responses, most first, equal counts by name', () => {
    expect(names(list, '', 'responses')).toEqual(['Äpfel und Birnen', 'Zufriedenheit', 'Dialog 9', 'dialog 10'])
  })

  it('a multichat sorts by its latest edited dialog and by its players, not its dialogs’ responses', () => {
    expect(names(withGame, '', 'updated', [game])[0]).toBe('Tatort')
    // 7 players: after Äpfel (40), before Zufriedenheit (5); its dialogs' 9 responses do not count.
    expect(names(withGame, '', 'responses', [game])).toEqual([
      'Äpfel und Birnen',
      'Tatort',
      'Zufriedenheit',
      'Dialog 9',
      'dialog 10',
    ])
    // An empty multichat has no last edit: it comes last.
    expect(names(list, '', 'updated', [aMultichat(8, 'Leer', [])]).at(-1)).toBe('Leer')
  })
})

describe('dashboard list: grouping', () => {
  it("a multichat's dialogs are listed under it, lead first, and not on their own", () => {
    const entries = dashboardEntries(withGame, [game], '', 'name')
    expect(entries.map((e) => e.name)).not.toContain('Zeugin')
    expect(entries.map((e) => e.name)).not.toContain('Verdächtiger')
    const tatort = entries.find((e) => e.kind === 'multichat')
    expect(tatort?.kind === 'multichat' && tatort.dialogs.map((s) => s.survey_name)).toEqual(['Verdächtiger', 'Zeugin'])
    expect(tatort).toMatchObject({ updatedOn: '2025-04-01T08:00:00Z', openForSearch: false })
  })

  it('a dialog of two multichats is listed under both', () => {
    const other = aMultichat(9, 'Zweites Spiel', [witness])
    const entries = dashboardEntries(withGame, [game, other], '', 'name')
    const under = entries.flatMap((e) =>
      e.kind === 'multichat' ? e.dialogs.map((s) => `${e.name}/${s.survey_name}`) : [],
    )
    expect(under).toEqual(expect.arrayContaining(['Tatort/Zeugin', 'Zweites Spiel/Zeugin']))
    expect(entries.filter((e) => e.kind === 'dialog').map((e) => e.name)).not.toContain('Zeugin')
  })
})

describe('dashboard list: search', () => {
  it('searches names case-insensitively and ignores surrounding spaces', () => {
    expect(names(list, '  DIALOG ', 'name')).toEqual(['Dialog 9', 'dialog 10'])
  })

  it("finds a multichat by its name (all its dialogs) or by a dialog's name (that dialog, opened)", () => {
    const byName = dashboardEntries(withGame, [game], 'tatort', 'name')
    expect(byName).toHaveLength(1)
    expect(byName[0]).toMatchObject({ kind: 'multichat', openForSearch: false })
    expect(byName[0]?.kind === 'multichat' && byName[0].dialogs).toHaveLength(2)

    const byDialog = dashboardEntries(withGame, [game], 'zeug', 'name')
    expect(byDialog).toHaveLength(1)
    expect(byDialog[0]).toMatchObject({ kind: 'multichat', name: 'Tatort', openForSearch: true })
    expect(byDialog[0]?.kind === 'multichat' && byDialog[0].dialogs.map((s) => s.survey_name)).toEqual(['Zeugin'])
  })

  it('every dialog is shown exactly once or under its multichats; filtering never adds and never changes the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<SortKey>('updated', 'name', 'responses'), (query, sort) => {
        const before = withGame.map((s) => s.survey_id)
        const entries = dashboardEntries(withGame, [game], query, sort)
        const shown = entries.flatMap((e) => (e.kind === 'dialog' ? [e.survey] : e.dialogs))
        expect(shown.every((s) => withGame.includes(s))).toBe(true)
        expect(new Set(shown).size).toBe(shown.length)
        for (const e of entries) {
          if (e.kind === 'dialog') expect(matchesQuery(e.name, query)).toBe(true)
          else expect(matchesQuery(e.name, query) || e.dialogs.length > 0).toBe(true)
        }
        expect(withGame.map((s) => s.survey_id)).toEqual(before)
      }),
    )
  })
})

describe('dashboard list: formats', () => {
  it('shows the last edit in German format', () => {
    expect(formatUpdatedOn('2025-03-01T08:00:00Z')).toMatch(/^0[12]\.03\.2025, \d\d:\d\d$/)
    expect(formatUpdatedOn('kein Datum')).toBe('kein Datum')
  })

  it('shows counts past the server cap with a plus', () => {
    expect(formatResponses({ responses: 1234, responses_capped: false })).toBe('1.234')
    expect(formatResponses({ responses: 10000, responses_capped: true })).toBe('10.000+')
  })
})
