import { uiLocale } from '../../i18n'
import type { MultichatListResponse } from '@engine/api/multichats'
import type { SurveyListResponse } from '@engine/api/surveys'
import type { Snapshot } from 'valtio'

export type SurveyListItem = SurveyListResponse['surveys'][number]
// Components read the store through snapshots, which are deeply readonly.
export type MultichatSummary = Snapshot<MultichatListResponse['dialog_managers'][number]>

/**
 * 'updated': last edited first (as GET /api/surveys answers); 'name': alphabetical, German
 * collation; 'responses': most responses (a multichat: players) first.
 */
export type SortKey = 'updated' | 'name' | 'responses'
export const SORT_KEYS: readonly SortKey[] = ['updated', 'name', 'responses']

export function isSortKey(value: unknown): value is SortKey {
  return SORT_KEYS.includes(value as SortKey)
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true })

/** Case-insensitive substring match on the name; an empty or blank query matches everything. */
export function matchesQuery(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('de')
  return needle === '' || name.toLocaleLowerCase('de').includes(needle)
}

/** A dialog of no listed multichat: a card of its own. */
export interface DialogEntry {
  kind: 'dialog'
  key: string
  name: string
  survey: SurveyListItem
}

/** A multichat with its dialogs (lead first), which the list shows collapsed under it. */
export interface MultichatEntry {
  kind: 'multichat'
  key: string
  name: string
  multichat: MultichatSummary
  /** Its dialogs the list has, lead first; while searching only the matching ones, unless the multichat's name matches. */
  dialogs: SurveyListItem[]
  /** The latest edit of its dialogs (null: none listed). */
  updatedOn: string | null
  /** The search found one of its dialogs (not the multichat's name): the list opens it. */
  openForSearch: boolean
}

export type DashboardEntry = DialogEntry | MultichatEntry

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso))
const updatedOf = (e: DashboardEntry) => (e.kind === 'dialog' ? e.survey.updated_on : e.updatedOn)
const responsesOf = (e: DashboardEntry) => (e.kind === 'dialog' ? e.survey.responses : e.multichat.responses)

function compareEntries(sort: SortKey): (a: DashboardEntry, b: DashboardEntry) => number {
  const byName = (a: DashboardEntry, b: DashboardEntry) =>
    collator.compare(a.name, b.name) || a.key.localeCompare(b.key)
  if (sort === 'name') return byName
  if (sort === 'responses') return (a, b) => responsesOf(b) - responsesOf(a) || byName(a, b)
  return (a, b) => time(updatedOf(b)) - time(updatedOf(a)) || byName(a, b)
}

/**
 * docs/app.md "Dashboard": one list of dialogs and multichats. A dialog of a listed multichat is
 * shown under it (and under each, when it belongs to several), not on its own; the search finds
 * a multichat by its name or by one of its dialogs; the sort orders the list's entries, a
 * multichat by its latest edited dialog and its players.
 */
export function dashboardEntries(
  surveys: readonly SurveyListItem[],
  multichats: readonly MultichatSummary[],
  query: string,
  sort: SortKey,
): DashboardEntry[] {
  const byId = new Map(surveys.map((s) => [s.survey_id, s]))
  const grouped = new Set<string>()
  const entries: DashboardEntry[] = []
  for (const multichat of multichats) {
    const all = multichat.connected_surveys.flatMap((c) => byId.get(c.survey_id) ?? [])
    for (const s of all) grouped.add(s.survey_id)
    const nameMatches = matchesQuery(multichat.name, query)
    const dialogs = nameMatches ? all : all.filter((s) => matchesQuery(s.survey_name, query))
    if (!nameMatches && dialogs.length === 0) continue
    const latest = all.reduce<string | null>(
      (at, s) => (at === null || time(s.updated_on) > time(at) ? s.updated_on : at),
      null,
    )
    entries.push({
      kind: 'multichat',
      key: `m${multichat.dialog_manager_id}`,
      name: multichat.name,
      multichat,
      dialogs,
      updatedOn: latest,
      openForSearch: !nameMatches,
    })
  }
  for (const survey of surveys) {
    if (grouped.has(survey.survey_id) || !matchesQuery(survey.survey_name, query)) continue
    entries.push({ kind: 'dialog', key: `s${survey.survey_id}`, name: survey.survey_name, survey })
  }
  return entries.sort(compareEntries(sort))
}

const dateTime = new Intl.DateTimeFormat(uiLocale, { dateStyle: 'medium', timeStyle: 'short' })

/** docs/design/conventions.md: dates and times in German format. */
export function formatUpdatedOn(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateTime.format(time)
}

const count = new Intl.NumberFormat(uiLocale)

/** A list's response count as shown: "10.000+" past the server's cap (engine/api/surveys.ts LISTED_RESPONSES_CAP). */
export function formatResponses({ responses, responses_capped }: { responses: number; responses_capped: boolean }) {
  return `${count.format(responses)}${responses_capped ? '+' : ''}`
}
