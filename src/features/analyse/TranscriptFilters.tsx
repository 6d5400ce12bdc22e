import { Button, ControlGroup, FormGroup, HTMLSelect } from '@blueprintjs/core'
import type { FormEvent } from 'react'
import { ui } from '../../i18n'
import type { TranscriptFilter } from './analyseApi'
import { DayRangeFields, useDayRange } from './DayRangeFields'

const t = ui.analyse

/** Status (docs/analyse.md "Status"), a day range and an intent; applied together with the button. */
export function TranscriptFilters({
  filter,
  intents,
  onApply,
}: {
  filter: TranscriptFilter
  intents: string[]
  onApply: (f: TranscriptFilter) => void
}) {
  const range = useDayRange<TranscriptFilter>(filter)
  const { draft, setDraft, blocked } = range
  const set = (key: keyof TranscriptFilter) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!blocked) onApply(draft)
  }
  return (
    <form className="analyse-filters" onSubmit={submit} aria-label={t.filters}>
      <FormGroup label={t.statusFilter} labelFor="analyse-status">
        <HTMLSelect id="analyse-status" value={draft.status} onChange={(e) => set('status')(e.currentTarget.value)}>
          <option value="">{t.statusOptions.all}</option>
          <option value="finished">{t.statusOptions.finished}</option>
          <option value="running">{t.statusOptions.running}</option>
          <option value="aborted">{t.statusOptions.aborted}</option>
        </HTMLSelect>
      </FormGroup>
      <DayRangeFields idPrefix="analyse" range={range} />
      <FormGroup label={t.intentFilter} labelFor="analyse-intent">
        <HTMLSelect id="analyse-intent" value={draft.intent} onChange={(e) => set('intent')(e.currentTarget.value)}>
          <option value="">{t.allIntents}</option>
          {intents.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <ControlGroup className="analyse-filters-apply">
        <Button type="submit" icon="filter" text={t.applyFilters} disabled={blocked} />
      </ControlGroup>
    </form>
  )
}
