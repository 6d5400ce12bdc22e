import { HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { ui } from '../../i18n'
import type { AnswerFilter, AnswerOrder, AnswerSource } from './trainingUi'
import { useTraining, useTrainingUi } from './useTraining'

const t = ui.training.answers
/** Search asks the server once the editor pauses typing, not per key. */
const SEARCH_PAUSE_MS = 300

/** Filter (open/assigned), source (respondents/tests) and search of the answers list. */
export function AnswersFilterBar() {
  const session = useTraining()
  const { filter, source, q, shownOrder } = useTrainingUi().answers
  const [typed, setTyped] = useState(q)
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => void session.loadAnswers({ q: typed }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed, q, session])
  return (
    <div className="training-answer-filters">
      <SegmentedControl
        size="small"
        value={filter}
        onValueChange={(v) => void session.loadAnswers({ filter: v as AnswerFilter })}
        options={(['all', 'unlabelled', 'labelled', 'picked'] as const).map((f) => ({ value: f, label: t.filter[f] }))}
      />
      <HTMLSelect
        aria-label={t.sourceLabel}
        value={source}
        onChange={(e) => void session.loadAnswers({ source: e.currentTarget.value as AnswerSource })}
        options={(['all', 'live', 'test'] as const).map((s) => ({ value: s, label: t.source[s] }))}
      />
      <HTMLSelect
        aria-label={t.orderLabel}
        value={shownOrder}
        onChange={(e) => void session.loadAnswers({ order: e.currentTarget.value as AnswerOrder })}
        options={(['unsure', 'newest'] as const).map((o) => ({ value: o, label: t.order[o] }))}
      />
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t.search}
        placeholder={t.search}
        value={typed}
        onValueChange={setTyped}
      />
    </div>
  )
}
