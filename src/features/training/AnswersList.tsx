import { H4, NonIdealState, SegmentedControl } from '@blueprintjs/core'
import { type EditorState, examplesOf } from '@engine/index'
import { useCallback } from 'react'
import { de } from '../../i18n/de'
import { answerKey } from './answerKeys'
import { AnswerRow } from './AnswerRow'
import { labelOf } from './trainingView'
import type { AnswerFilter } from './trainingUi'
import { useTraining, useTrainingState, useTrainingUi } from './useTraining'

const t = de.training.answers

/** Real answers of the block; a listbox: arrows move, Enter confirms, 1–9 picks a jump. */
export function AnswersList({ blockId }: { blockId: string }) {
  const session = useTraining()
  const { answers } = useTrainingUi()
  const examples = useTrainingState(useCallback((s: EditorState) => examplesOf(s), []))
  const handles = answers.handles
  const onKeyDown = (e: React.KeyboardEvent) => {
    const action = answerKey(e, handles)
    if (!action) return
    e.preventDefault()
    const current = answers.items[answers.cursor]
    if (action.kind === 'move') session.moveCursor(action.delta)
    else if (action.kind === 'pick') void session.labelAnswer(answers.cursor, action.handle)
    else if (current?.predicted_handle) void session.labelAnswer(answers.cursor, current.predicted_handle)
  }
  const optionId = (i: number) => `training-answer-${i}`
  return (
    <section className="training-answers" aria-label={t.title}>
      <div className="training-section-head">
        <H4>{t.title}</H4>
        <SegmentedControl
          size="small"
          value={answers.filter}
          onValueChange={(v) => void session.loadAnswers(v as AnswerFilter)}
          options={(['all', 'unlabelled', 'labelled'] as const).map((f) => ({ value: f, label: t.filter[f] }))}
        />
      </div>
      <p className="bp6-text-muted">{t.help}</p>
      {answers.items.length === 0 ? (
        <NonIdealState title={answers.loading ? '…' : t.none} />
      ) : (
        <ul role="listbox" tabIndex={0} aria-label={t.list} aria-activedescendant={optionId(answers.cursor)} className="training-answer-list" onKeyDown={onKeyDown}>
          {answers.items.map((answer, i) => (
            <AnswerRow key={answer.respondent_id} id={optionId(i)} answer={answer} active={i === answers.cursor} label={labelOf(examples, blockId, answer.text)} handles={handles} onLabel={(h) => void session.labelAnswer(i, h)} />
          ))}
        </ul>
      )}
    </section>
  )
}
