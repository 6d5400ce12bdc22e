import { Callout, H4, HTMLTable, Intent } from '@blueprintjs/core'
import { MIN_EXAMPLES } from '@engine/api/training'
import { type EditorState, examplesOf } from '@engine/index'
import { useCallback } from 'react'
import { ui } from '../../i18n'
import { formatPercent } from '../../i18n/formatNumbers'
import { exampleCounts } from './trainingView'
import { useTraining, useTrainingState, useTrainingUi } from './useTraining'
import { Spinner } from '../../ui/Spinner'

const t = ui.training.quality

/**
 * Cross-validated accuracy and confusion table from the server (recomputed after retraining);
 * the warning for intents with fewer than 5 examples follows the local examples at once.
 */
export function QualityPanel({ blockId }: { blockId: string }) {
  const session = useTraining()
  const { quality, qualityLoading } = useTrainingUi()
  useTrainingState(useCallback((s: EditorState) => examplesOf(s), []))
  const few = exampleCounts(session.state.get(), blockId).filter((c) => c.examples < MIN_EXAMPLES)
  return (
    <section className="training-quality" aria-label={t.title}>
      <div className="training-section-head">
        <H4>{t.title}</H4>
        {qualityLoading && <Spinner size={16} label={t.loading} />}
      </div>
      {few.map((c) => (
        <Callout key={c.handle} intent={Intent.WARNING} compact>
          {t.few(c.handle, c.examples, MIN_EXAMPLES)}
        </Callout>
      ))}
      {quality && quality.unique_question_id === blockId && (
        <>
          <p>
            {t.accuracy}: <strong>{quality.accuracy === null ? t.noValue : formatPercent(quality.accuracy)}</strong>
            {quality.accuracy === null && <span className="bp6-text-muted"> · {t.notMeasurable}</span>}
            {quality.folds > 0 && <span className="bp6-text-muted"> · {t.folds(quality.folds, quality.examples)}</span>}
            {quality.sampled < quality.examples && (
              <span className="bp6-text-muted"> · {t.sampled(quality.sampled, quality.examples)}</span>
            )}
          </p>
          {/* Without a measurement the table would be all zeros. */}
          {quality.accuracy !== null && (
            <HTMLTable compact bordered aria-label={t.confusion}>
              <thead>
                <tr>
                  <th scope="col">{t.actualPredicted}</th>
                  {quality.handles.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {quality.handles.map((h, i) => (
                  <tr key={h}>
                    <th scope="row">{h}</th>
                    {quality.handles.map((p, j) => (
                      <td key={p} className={i === j ? 'is-diagonal' : undefined}>
                        {quality.confusion[i]?.[j] ?? 0}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </>
      )}
    </section>
  )
}
