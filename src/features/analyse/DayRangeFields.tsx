import { FormGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { ui } from '../../i18n'
import { DayInput } from '../../ui/DayInput'
import type { DayRange } from './analyseApi'

const day = ui.shell.day

/**
 * A draft of `from`/`to` days (conversations' filter, the paths' period): which field holds no
 * valid day, whether `to` lies before `from`, and so whether applying must wait.
 */
export function useDayRange<T extends DayRange>(initial: T) {
  const [draft, setDraft] = useState<T>(initial)
  const [invalid, setInvalid] = useState({ from: false, to: false })
  const setDay = (key: keyof DayRange) => (value: string | null) => {
    setInvalid((i) => ({ ...i, [key]: value === null }))
    if (value !== null) setDraft((d) => ({ ...d, [key]: value }))
  }
  const beforeFrom = !invalid.from && !invalid.to && draft.from !== '' && draft.to !== '' && draft.to < draft.from
  return { draft, setDraft, invalid, setDay, beforeFrom, blocked: invalid.from || invalid.to || beforeFrom }
}

/** The two day fields ("Von", "Bis") of a `useDayRange` draft, with their errors. */
export function DayRangeFields({
  idPrefix,
  range,
}: {
  idPrefix: string
  range: Pick<ReturnType<typeof useDayRange>, 'draft' | 'invalid' | 'setDay' | 'beforeFrom'>
}) {
  const { draft, invalid, setDay, beforeFrom } = range
  return (
    <>
      <FormGroup
        className="analyse-day"
        label={ui.analyse.fromDay}
        labelFor={`${idPrefix}-from`}
        intent={invalid.from ? 'danger' : undefined}
        helperText={invalid.from ? day.invalid : undefined}
      >
        <DayInput id={`${idPrefix}-from`} value={draft.from} onValueChange={setDay('from')} />
      </FormGroup>
      <FormGroup
        className="analyse-day"
        label={ui.analyse.toDay}
        labelFor={`${idPrefix}-to`}
        intent={invalid.to || beforeFrom ? 'danger' : undefined}
        helperText={invalid.to ? day.invalid : beforeFrom ? day.beforeFrom : undefined}
      >
        <DayInput
          id={`${idPrefix}-to`}
          value={draft.to}
          intent={beforeFrom ? 'danger' : undefined}
          onValueChange={setDay('to')}
        />
      </FormGroup>
    </>
  )
}
