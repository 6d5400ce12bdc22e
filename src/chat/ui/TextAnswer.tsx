import { Button, InputGroup, TextArea } from '@blueprintjs/core'
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { type RespondentTexts, useRespondentTexts } from '../../i18n/respondent'
import type { Snapshot } from 'valtio'
import type { Awaiting } from '../conversation'

interface Props {
  awaiting: Snapshot<Awaiting>
  value: string
  onChange: (value: string) => void
  onSend: (value: string) => void
  /** Not ready for an answer (sending, bubbles appearing): read-only, so focus stays in the field. */
  busy: boolean
  /** Move focus here when it is free (after the respondent's first answer, not on page load). */
  takeFocus: boolean
}

const placeholders = (t: RespondentTexts['live']['chat']): Partial<Record<Awaiting['kind'], string>> => ({
  number: t.numberPlaceholder,
  email: t.emailPlaceholder,
  qa: t.qaPlaceholder,
})

/** text, qa, number and email answers: one field with a character counter and a send button. */
export function TextAnswer({ awaiting, value, onChange, onSend, busy, takeFocus }: Props) {
  const t = useRespondentTexts().live.chat
  const id = useId()
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null)
  const canSend = !busy && value.trim().length > 0

  useEffect(() => {
    const active = document.activeElement
    if (takeFocus && !busy && (active === null || active === document.body)) fieldRef.current?.focus()
  }, [takeFocus, busy, awaiting.unique_question_id])

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (canSend) onSend(value.trim())
  }

  function onKeyDown(event: KeyboardEvent) {
    // Enter sends, Shift+Enter starts a new line (as in messengers on the web).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  const common = {
    id,
    value,
    readOnly: busy,
    'aria-label': t.answerLabel,
    'aria-describedby': `${id}-counter`,
    maxLength: awaiting.maxLength,
    placeholder: placeholders(t)[awaiting.kind] ?? t.answerPlaceholder,
  }
  return (
    <form className="live-text-form" onSubmit={submit}>
      <div className="live-text-field">
        {awaiting.kind === 'text' || awaiting.kind === 'qa' ? (
          <TextArea
            {...common}
            inputRef={fieldRef}
            rows={1}
            autoResize
            enterKeyHint="send"
            onKeyDown={onKeyDown}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <InputGroup
            {...common}
            inputRef={fieldRef}
            size="large"
            enterKeyHint="send"
            type={awaiting.kind === 'email' ? 'email' : 'text'}
            inputMode={awaiting.kind === 'email' ? 'email' : 'decimal'}
            autoComplete={awaiting.kind === 'email' ? 'email' : 'off'}
            onValueChange={onChange}
          />
        )}
        <span className="live-counter" id={`${id}-counter`}>
          <span aria-hidden="true">{t.counter(value.length, awaiting.maxLength)}</span>
          <span className="live-sr-only">{t.counterLabel(value.length, awaiting.maxLength)}</span>
        </span>
      </div>
      <Button
        type="submit"
        className="live-send"
        icon="send-message"
        size="large"
        aria-label={t.send}
        disabled={!canSend}
      />
    </form>
  )
}
