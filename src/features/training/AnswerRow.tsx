import { Button, ButtonGroup, Tag, Intent } from '@blueprintjs/core'
import type { TrainingAnswer } from '@engine/api/training'
import { ui } from '../../i18n'
import { formatShare } from './trainingView'

const t = ui.training.answers

interface Props {
  answer: TrainingAnswer
  id: string
  active: boolean
  label: string | null
  handles: readonly string[]
  onLabel(handle: string): void
}

/** A real answer with the model's prediction; confirm or pick another jump with one click. */
export function AnswerRow({ answer, id, active, label, handles, onLabel }: Props) {
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
          <Tag minimal>{t.predicted(predicted, formatShare(answer.confidence))}</Tag>
        ) : (
          <Tag minimal>{t.noPrediction}</Tag>
        )}
        {label && <Tag intent={Intent.SUCCESS}>{t.label(label)}</Tag>}
      </div>
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
