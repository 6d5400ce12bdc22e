import { InputGroup, type InputGroupProps } from '@blueprintjs/core'
import { useState } from 'react'
import { ui } from '../i18n'
import { formatDay, parseDay } from './dayText'

interface Props extends Omit<InputGroupProps, 'value' | 'onValueChange' | 'type' | 'placeholder'> {
  /** The ISO day ("2026-03-04") or '' for none. */
  value: string
  /** The ISO day, '' when emptied, null while the text is no valid day. */
  onValueChange: (day: string | null) => void
}

/**
 * A day field in the UI language's format (docs/app.md#languages, "Date fields"): `<input
 * type="date">` is written in the browser's locale, not the page's (`<html lang>` does not change
 * it in Chromium), so a German UI in an English browser showed mm/dd/yyyy.
 */
export function DayInput({ value, onValueChange, intent, ...props }: Props) {
  const [text, setText] = useState(() => formatDay(value, ui.shell.day.separator))
  const invalid = parseDay(text) === null
  return (
    <InputGroup
      {...props}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={ui.shell.day.placeholder}
      intent={invalid ? 'danger' : intent}
      aria-invalid={invalid || undefined}
      onValueChange={(next) => {
        setText(next)
        onValueChange(parseDay(next))
      }}
      onBlur={() => {
        // Written out in the UI's format once it is a day ("4.3.2026" -> "04.03.2026").
        const day = parseDay(text)
        if (day) setText(formatDay(day, ui.shell.day.separator))
      }}
    />
  )
}
