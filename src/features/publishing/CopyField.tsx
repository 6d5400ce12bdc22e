import { Button, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core'
import { useEffect, useId, useRef, useState } from 'react'
import { ui } from '../../i18n'
import { copyText } from './copyText'

const t = ui.publishing
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
  // The button says "Kopiert" for a moment; the status line stays until the value changes.
  const [justCopied, setJustCopied] = useState(false)

  useEffect(() => {
    if (!justCopied) return
    const timer = setTimeout(() => setJustCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [justCopied])
  // A new value (another size) has not been copied yet.
  useEffect(() => {
    setOutcome(null)
    setJustCopied(false)
  }, [value])

  async function copy() {
    const ok = await copyText(value, field.current)
    setOutcome(ok ? 'copied' : 'failed')
    setJustCopied(ok)
  }

  const button = (
    <Button
      icon={justCopied ? 'tick' : 'duplicate'}
      intent={justCopied ? Intent.SUCCESS : Intent.NONE}
      text={justCopied ? t.copied : t.copy}
      aria-label={copyLabel}
      onClick={() => void copy()}
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
