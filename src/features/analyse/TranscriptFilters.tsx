import { Button, ControlGroup, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { type FormEvent, useState } from 'react'
import { ui } from '../../i18n'
import { DayInput } from '../../ui/DayInput'
import type { TranscriptFilter } from './analyseApi'

const t = ui.analyse
const day = ui.shell.day

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
  const [draft, setDraft] = useState<TranscriptFilter>(filter)
  /** The day fields whose text is no valid day: filtering waits until they are. */
  const [invalid, setInvalid] = useState<{ from: boolean; to: boolean }>({ from: false, to: false })
  const set = (key: keyof TranscriptFilter) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const setDay = (key: 'from' | 'to') => (day: string | null) => {
    setInvalid((i) => ({ ...i, [key]: day === null }))
    if (day !== null) set(key)(day)
  }
  const beforeFrom = !invalid.from && !invalid.to && draft.from !== '' && draft.to !== '' && draft.to < draft.from
  const blocked = invalid.from || invalid.to || beforeFrom
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
      <FormGroup
        className="analyse-day"
        label={t.fromDay}
        labelFor="analyse-from"
        intent={invalid.from ? 'danger' : undefined}
        helperText={invalid.from ? day.invalid : undefined}
      >
        <DayInput id="analyse-from" value={draft.from} onValueChange={setDay('from')} />
      </FormGroup>
      <FormGroup
        className="analyse-day"
        label={t.toDay}
        labelFor="analyse-to"
        intent={invalid.to || beforeFrom ? 'danger' : undefined}
        helperText={invalid.to ? day.invalid : beforeFrom ? day.beforeFrom : undefined}
      >
        <DayInput
          id="analyse-to"
          value={draft.to}
          intent={beforeFrom ? 'danger' : undefined}
          onValueChange={setDay('to')}
        />
      </FormGroup>
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
