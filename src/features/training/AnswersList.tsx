import { Button, Callout, H4, Intent } from '@blueprintjs/core'
import { type EditorState, examplesOf } from '@engine/index'
import { useCallback } from 'react'
import { ui } from '../../i18n'
import { answerKey } from './answerKeys'
import { AnswerRow } from './AnswerRow'
import { AnswersFilterBar } from './AnswersFilterBar'
import { isRejection } from './trainingActions'
import { labelOf } from './trainingView'
import { useTraining, useTrainingState, useTrainingUi } from './useTraining'

const t = ui.training.answers

/**
 * Respondents' and test answers of the block, a page at a time; a listbox: arrows move, Enter
 * confirms, 1–9 picks a jump. Moving past the last loaded answer loads the next page.
 */
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
    if (action.kind === 'move') {
      if (action.delta > 0 && answers.cursor === answers.items.length - 1) void session.loadMoreAnswers()
      session.moveCursor(action.delta)
    } else if (action.kind === 'pick') void session.labelAnswer(answers.cursor, action.handle)
    else if (current?.predicted_handle) void session.labelAnswer(answers.cursor, current.predicted_handle)
  }
  const optionId = (i: number) => `training-answer-${i}`
  return (
    <section className="training-answers" aria-label={t.title}>
      <div className="training-section-head">
        <H4>{t.title}</H4>
        <span className="bp6-text-muted" aria-live="polite">
          {t.count(answers.items.length, answers.total)}
        </span>
      </div>
      <AnswersFilterBar />
      <p className="bp6-text-muted">{t.help}</p>
      {answers.reordered && (
        <Callout intent={Intent.PRIMARY} compact>
          {t.reordered}
        </Callout>
      )}
      {answers.items.length === 0 ? (
        // A plain line: Blueprint's NonIdealState is 100 % high and centred, so in this section
        // without a height it drew "Keine Antworten." over the quality figures below (issue #28).
        <p className="bp6-text-muted">{answers.loading ? '…' : t.none}</p>
      ) : (
        <ul
          role="listbox"
          tabIndex={0}
          aria-label={t.list}
          aria-activedescendant={optionId(answers.cursor)}
          className="training-answer-list"
          onKeyDown={onKeyDown}
        >
          {answers.items.map((answer, i) => (
            <AnswerRow
              key={`${answer.source}-${answer.respondent_id ?? answer.test_answer_id}`}
              id={optionId(i)}
              answer={answer}
              active={i === answers.cursor}
              label={labelOf(examples, blockId, answer.text)}
              handles={handles}
              pickRejected={answers.rejectedPicks.some(
                (r) => answer.respondent_pick && isRejection(r, answer.respondent_pick, answer.text),
              )}
              onLabel={(h) => void session.labelAnswer(i, h)}
              onPick={(rejected) => void session.decidePick(i, rejected)}
            />
          ))}
        </ul>
      )}
      {answers.items.length < answers.total && (
        <Button
          variant="minimal"
          icon="more"
          text={t.more}
          loading={answers.loading}
          onClick={() => void session.loadMoreAnswers()}
        />
      )}
    </section>
  )
}
