import { HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { dashboardStore, setQuery, setSort } from './dashboardStore'
import { isSortKey, SORT_KEYS, type SortKey } from './surveyListView'

const sortLabels = (): Record<SortKey, string> => ({
  updated: ui.dashboard.sortUpdated,
  name: ui.dashboard.sortName,
  responses: ui.dashboard.sortResponses,
})

/** Search by name and sort order (remembered in this browser) for the list below. */
export function DashboardToolbar() {
  const { query, sort } = useSnapshot(dashboardStore)
  const labels = sortLabels()
  const sortOptions = SORT_KEYS.map((value) => ({ value, label: labels[value] }))
  return (
    <div className="dashboard-toolbar" role="search">
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={ui.dashboard.searchLabel}
        placeholder={ui.dashboard.searchPlaceholder}
        value={query}
        onValueChange={setQuery}
      />
      <HTMLSelect
        aria-label={ui.dashboard.sortLabel}
        value={sort}
        options={sortOptions}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isSortKey(next)) setSort(next)
        }}
      />
    </div>
  )
}
