import { Button, ButtonGroup, Tag, Intent } from '@blueprintjs/core'
import type { TrainingAnswer } from '@engine/api/training'
import { ui } from '../../i18n'
import { formatPercent } from '../../i18n/formatNumbers'

const t = ui.training.answers

interface Props {
  answer: TrainingAnswer
  id: string
  active: boolean
  label: string | null
  handles: readonly string[]
  /** The respondent's pick was rejected since the list was loaded (it can be taken back). */
  pickRejected: boolean
  onLabel(handle: string): void
  onPick(rejected: boolean): void
}

/** What the respondent tapped on the clarifying question: take it or reject it, or take a rejection back. */
function RespondentPick({ answer, label, pickRejected, onLabel, onPick }: Omit<Props, 'id' | 'active' | 'handles'>) {
  const pick = answer.respondent_pick
  if (!pick) return null
  if (pickRejected)
    return (
      <div className="training-answer-pick">
        <Tag minimal icon="disable">
          {t.pickRejected(pick)}
        </Tag>
        <Button
          size="small"
          variant="minimal"
          icon="undo"
          tabIndex={-1}
          text={t.restorePick}
          aria-label={t.restorePickLabel(pick, answer.text)}
          onClick={() => onPick(false)}
        />
      </div>
    )
  return (
    <div className="training-answer-pick">
      <Tag intent={Intent.PRIMARY} icon="person" title={t.pickTitle}>
        {t.pick(pick)}
      </Tag>
      {label === null && (
        <ButtonGroup>
          <Button
            size="small"
            icon="tick-circle"
            intent={Intent.PRIMARY}
            tabIndex={-1}
            text={t.takePick}
            aria-label={t.takePickLabel(pick, answer.text)}
            onClick={() => onLabel(pick)}
          />
          <Button
            size="small"
            icon="cross"
            tabIndex={-1}
            text={t.rejectPick}
            aria-label={t.rejectPickLabel(pick, answer.text)}
            onClick={() => onPick(true)}
          />
        </ButtonGroup>
      )}
    </div>
  )
}

/** A real answer with the model's prediction; confirm or pick another jump with one click. */
export function AnswerRow({ answer, id, active, label, handles, pickRejected, onLabel, onPick }: Props) {
  const predicted = answer.predicted_handle
  return (
    <li id={id} role="option" aria-selected={active} className={`training-answer${active ? ' is-active' : ''}`}>
      <div className="training-answer-text">{answer.text}</div>
      <div className="training-answer-meta">
        {answer.source === 'test' && (
          <Tag minimal icon="lab-test" title={t.fromTestTitle}>
            {t.fromTest}
          </Tag>
        )}
        {predicted ? (
          <Tag minimal>{t.predicted(predicted, formatPercent(answer.confidence))}</Tag>
        ) : (
          <Tag minimal>{t.noPrediction}</Tag>
        )}
        {label && <Tag intent={Intent.SUCCESS}>{t.label(label)}</Tag>}
      </div>
      <RespondentPick answer={answer} label={label} pickRejected={pickRejected} onLabel={onLabel} onPick={onPick} />
      <ButtonGroup>
        {predicted && (
          <Button
            size="small"
            icon="tick"
            intent={Intent.SUCCESS}
            tabIndex={-1}
            text={t.confirm}
            aria-label={t.confirmLabel(answer.text)}
            disabled={label === predicted}
            onClick={() => onLabel(predicted)}
          />
        )}
        {handles.map((handle, i) => (
          <Button
            key={handle}
            size="small"
            tabIndex={-1}
            text={t.correct(handle, i + 1)}
            aria-label={`${t.correctLabel(handle)}: ${answer.text}`}
            active={label === handle}
            onClick={() => onLabel(handle)}
          />
        ))}
      </ButtonGroup>
    </li>
  )
}
