import { HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { de } from '../../i18n/de'
import { dashboardStore, setQuery, setSort } from './dashboardStore'
import type { SortKey } from './surveyListView'

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'updated', label: de.dashboard.sortUpdated },
  { value: 'name', label: de.dashboard.sortName },
]

/** Search by name and sort order for the lists below. */
export function DashboardToolbar() {
  const { query, sort } = useSnapshot(dashboardStore)
  return (
    <div className="dashboard-toolbar" role="search">
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={de.dashboard.searchLabel}
        placeholder={de.dashboard.searchPlaceholder}
        value={query}
        onValueChange={setQuery}
      />
      <HTMLSelect
        aria-label={de.dashboard.sortLabel}
        value={sort}
        options={sortOptions}
        onChange={(event) => setSort(event.currentTarget.value === 'name' ? 'name' : 'updated')}
      />
    </div>
  )
}
