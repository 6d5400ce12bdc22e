import type { DialogManagerListResponse } from '@engine/api/dialogManagers'
import type { SurveyListResponse } from '@engine/api/surveys'
import type { Snapshot } from 'valtio'

export type SurveyListItem = SurveyListResponse['surveys'][number]
// Components read the store through snapshots, which are deeply readonly.
export type DialogManagerSummary = Snapshot<DialogManagerListResponse['dialog_managers'][number]>

/** 'updated': last edited first (as GET /api/surveys answers); 'name': alphabetical, German collation. */
export type SortKey = 'updated' | 'name'

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true })

/** Case-insensitive substring match on the name; an empty or blank query matches everything. */
export function matchesQuery(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('de')
  return needle === '' || name.toLocaleLowerCase('de').includes(needle)
}

export function visibleSurveys(surveys: readonly SurveyListItem[], query: string, sort: SortKey): SurveyListItem[] {
  const byName = (a: SurveyListItem, b: SurveyListItem) => collator.compare(a.survey_name, b.survey_name)
  const byUpdated = (a: SurveyListItem, b: SurveyListItem) =>
    Date.parse(b.updated_on) - Date.parse(a.updated_on) || byName(a, b)
  return surveys.filter((s) => matchesQuery(s.survey_name, query)).sort(sort === 'name' ? byName : byUpdated)
}

export function visibleManagers(managers: readonly DialogManagerSummary[], query: string): DialogManagerSummary[] {
  return managers.filter((m) => matchesQuery(m.name, query)).sort((a, b) => collator.compare(a.name, b.name))
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })

/** docs/design/conventions.md: dates and times in German format. */
export function formatUpdatedOn(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateTime.format(time)
}
