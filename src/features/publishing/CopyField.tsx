import { Button, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core'
import { useEffect, useId, useRef, useState } from 'react'
import { de } from '../../i18n/de'
import { copyText } from './copyText'

const t = de.publishing
/** How long the button says "Kopiert". */
const COPIED_MS = 2500

interface Props {
  label: string
  value: string
  /** The copy button's accessible name ("Link kopieren"). */
  copyLabel: string
  /** Announced after a successful copy. */
  copiedMessage: string
  multiline?: boolean
}

/** A read-only text with a copy button; the outcome is announced, a failure says how to copy by hand. */
export function CopyField({ label, value, copyLabel, copiedMessage, multiline = false }: Props) {
  const id = useId()
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null)

  useEffect(() => {
    if (outcome !== 'copied') return
    const timer = setTimeout(() => setOutcome(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [outcome])
  // A new value (another size) has not been copied yet.
  useEffect(() => setOutcome(null), [value])

  const button = (
    <Button
      icon={outcome === 'copied' ? 'tick' : 'duplicate'}
      intent={outcome === 'copied' ? Intent.SUCCESS : Intent.NONE}
      text={outcome === 'copied' ? t.copied : t.copy}
      aria-label={copyLabel}
      onClick={() => void copyText(value, field.current).then((ok) => setOutcome(ok ? 'copied' : 'failed'))}
    />
  )
  const select = () => field.current?.select()

  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={
        outcome === 'copied' ? (
          <span role="status">{copiedMessage}</span>
        ) : outcome === 'failed' ? (
          <span role="alert">{t.copyFailed}</span>
        ) : undefined
      }
      intent={outcome === 'failed' ? Intent.DANGER : Intent.NONE}
    >
      {multiline ? (
        <div className="publish-copy-multiline">
          <TextArea id={id} inputRef={field} value={value} readOnly fill rows={5} onFocus={select} />
          {button}
        </div>
      ) : (
        <InputGroup id={id} inputRef={field} value={value} readOnly fill onFocus={select} rightElement={button} />
      )}
    </FormGroup>
  )
}
