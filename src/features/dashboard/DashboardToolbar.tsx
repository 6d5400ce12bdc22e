import { HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { dashboardStore, setQuery, setSort } from './dashboardStore'
import type { SortKey } from './surveyListView'

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'updated', label: ui.dashboard.sortUpdated },
  { value: 'name', label: ui.dashboard.sortName },
]

/** Search by name and sort order for the lists below. */
export function DashboardToolbar() {
  const { query, sort } = useSnapshot(dashboardStore)
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
        onChange={(event) => setSort(event.currentTarget.value === 'name' ? 'name' : 'updated')}
      />
    </div>
  )
}
