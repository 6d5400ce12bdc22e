import { Button, ButtonGroup, Callout, H4, HTMLSelect, Tag } from '@blueprintjs/core'
import { type EditorState, blockIntentHandles } from '@engine/index'
import { useCallback, useState } from 'react'
import { ui } from '../../i18n'
import { formatPercent } from '../../i18n/formatNumbers'
import { useTraining, useTrainingState, useTrainingUi } from './useTraining'

const t = ui.training.suggestions

/** Intrance_ai: suggestions from the LLM provider (or the offline classifier); saved only on accept. */
export function SuggestionsPanel({ blockId }: { blockId: string }) {
  const session = useTraining()
  const { suggestions } = useTrainingUi()
  const handlesKey = useTrainingState(
    useCallback((s: EditorState) => blockIntentHandles(s, blockId).join('\n'), [blockId]),
  )
  const handles = handlesKey ? handlesKey.split('\n') : []
  const [handle, setHandle] = useState(handles[0] ?? '')
  return (
    <section className="training-suggestions" aria-label={t.title}>
      <H4>{t.title}</H4>
      <Callout compact>{t.hint}</Callout>
      <div className="training-section-head">
        <label>
          {t.forJump}{' '}
          <HTMLSelect
            aria-label={t.forJump}
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
            options={handles}
          />
        </label>
        <Button
          icon="lightbulb"
          text={t.generateExamples}
          loading={suggestions.loading}
          disabled={!handle}
          onClick={() => void session.suggest({ mode: 'examples', handle })}
        />
        <Button
          icon="tag"
          text={t.generateLabels}
          disabled={suggestions.loading}
          onClick={() => void session.suggest({ mode: 'label' })}
        />
      </div>
      {suggestions.source && <p className="bp6-text-muted">{t.source[suggestions.source]}</p>}
      {suggestions.source && suggestions.items.length === 0 && <p>{t.none}</p>}
      <ul className="training-suggestion-list">
        {suggestions.items.map((s) => (
          <li key={s.key} className="training-suggestion">
            <span>{s.text}</span>{' '}
            <Tag minimal>
              {s.handle}
              {s.confidence === null ? '' : ` (${formatPercent(s.confidence)})`}
            </Tag>
            {s.nearest_example && <div className="bp6-text-muted">{t.nearest(s.nearest_example)}</div>}
            <ButtonGroup>
              <Button
                size="small"
                icon="tick"
                text={t.accept}
                aria-label={t.acceptLabel(s.text, s.handle)}
                onClick={() => void session.acceptSuggestion(s.key)}
              />
              <Button
                size="small"
                icon="cross"
                text={t.reject}
                aria-label={t.rejectLabel(s.text)}
                onClick={() => session.rejectSuggestion(s.key)}
              />
            </ButtonGroup>
          </li>
        ))}
      </ul>
    </section>
  )
}
