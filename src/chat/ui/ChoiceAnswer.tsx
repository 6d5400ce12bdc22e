import { Button } from '@blueprintjs/core'
import { CLARIFY_OTHER } from '@engine/runtime'
import { useEffect, useRef, useState } from 'react'
import { useRespondentTexts } from '../../i18n/respondent'
import type { Snapshot } from 'valtio'
import type { Awaiting } from '../conversation'

interface Props {
  awaiting: Snapshot<Awaiting>
  onSend: (input: string, shown: string) => void
  takeFocus: boolean
}

/**
 * Focus the first option when the previous input disappeared (focus would otherwise fall to the
 * page). The Enter that sent the previous answer may still be on its way when the options appear
 * (a fast answer between the key's events, or a key held down): a keyboard activation (a click
 * with `detail` 0) counts once a key was released inside the options or after half a second (a
 * screen reader's click comes without keys, but nobody chooses before hearing the question), so
 * the previous answer's key never answers the next question. A pointer click always counts.
 */
const STALE_KEY_MS = 500

function useFocusFirst(takeFocus: boolean, questionId: string) {
  const groupRef = useRef<HTMLDivElement>(null)
  const keyReleased = useRef(false)
  const shownAt = useRef(0)
  useEffect(() => {
    keyReleased.current = false
    shownAt.current = performance.now()
    const active = document.activeElement
    if (takeFocus && (active === null || active === document.body)) groupRef.current?.querySelector('button')?.focus()
  }, [takeFocus, questionId])
  const onKeyUp = () => {
    keyReleased.current = true
  }
  /** Whether a click is the respondent's choice, not the previous answer's Enter arriving late. */
  const chosenOnPurpose = (event: { detail: number }) =>
    event.detail > 0 || keyReleased.current || performance.now() - shownAt.current > STALE_KEY_MS
  return { groupRef, onKeyUp, chosenOnPurpose }
}

/**
 * likert, single_choice and the clarifying question's quick replies (docs/app.md "Clarifying
 * question"): one button per option; a tap answers. The server gets the id, the history the label.
 * "Etwas anderes" is the quieter last button: it asks for the answer in other words.
 */
export function SingleChoiceAnswer({ awaiting, onSend, takeFocus }: Props) {
  const t = useRespondentTexts().live.chat
  const { groupRef, onKeyUp, chosenOnPurpose } = useFocusFirst(takeFocus, awaiting.unique_question_id)
  const clarify = awaiting.kind === 'clarify'
  return (
    <div
      className={clarify ? 'live-choices live-clarify' : 'live-choices'}
      role="group"
      aria-label={clarify ? t.clarifyGroup : t.choiceGroup}
      ref={groupRef}
      onKeyUp={onKeyUp}
    >
      {(awaiting.options ?? []).map((option) => (
        <Button
          key={option.id}
          className={clarify && option.id === CLARIFY_OTHER ? 'live-choice live-choice-other' : 'live-choice'}
          variant="outlined"
          onClick={(event) => chosenOnPurpose(event) && onSend(option.id, option.label)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  )
}

/** multiple_choice: toggle buttons and a send button, enabled while the count is within min..max. */
export function MultipleChoiceAnswer({ awaiting, onSend, takeFocus }: Props) {
  const t = useRespondentTexts().live.chat
  const { groupRef, onKeyUp, chosenOnPurpose } = useFocusFirst(takeFocus, awaiting.unique_question_id)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const options = awaiting.options ?? []
  const min = awaiting.min ?? 1
  const max = awaiting.max ?? options.length
  const valid = chosen.size >= min && chosen.size <= max

  function toggle(id: string) {
    const next = new Set(chosen)
    if (!next.delete(id)) next.add(id)
    setChosen(next)
  }

  function send() {
    // In option order, as the server stores them; labels for the history.
    const picked = options.filter((o) => chosen.has(o.id))
    onSend(JSON.stringify(picked.map((o) => o.id)), picked.map((o) => o.label).join(', '))
  }

  return (
    <div ref={groupRef} onKeyUp={onKeyUp}>
      <div
        className="live-choices"
        role="group"
        aria-label={t.choiceGroup}
        aria-describedby={`${awaiting.unique_question_id}-hint`}
      >
        {options.map((option) => (
          <Button
            key={option.id}
            className="live-choice"
            variant="outlined"
            aria-pressed={chosen.has(option.id)}
            icon={chosen.has(option.id) ? 'tick' : undefined}
            onClick={(event) => chosenOnPurpose(event) && toggle(option.id)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <div className="live-choice-footer">
        <span className="live-choice-hint" id={`${awaiting.unique_question_id}-hint`}>
          {t.chooseBetween(min, max)} {t.selected(chosen.size)}
        </span>
        <Button className="live-choice-submit" icon="send-message" disabled={!valid} onClick={send}>
          {t.send}
        </Button>
      </div>
    </div>
  )
}
