import { Button, H4, HTMLTable } from '@blueprintjs/core'
import type { LearningCurveResponse } from '@engine/api/training'
import { ui } from '../../i18n'
import { formatPercent } from '../../i18n/formatNumbers'
import { useTraining, useTrainingUi } from './useTraining'

const t = ui.training.curve

const WIDTH = 240
const HEIGHT = 80
const PAD = 4
/** Room on the left for the axis labels (100 %, 0). */
const AXIS = 30

type Point = LearningCurveResponse['points'][number]

/** SVG polyline of one measure (0..1 upwards) over the confirmed answers (left to right). */
function line(points: readonly Point[], value: (p: Point) => number): string {
  const last = Math.max(1, points.at(-1)?.confirmed ?? 1)
  return points
    .map((p) => {
      const x = AXIS + ((WIDTH - AXIS - PAD) * p.confirmed) / last
      const y = HEIGHT - PAD - (HEIGHT - 2 * PAD) * value(p)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

/**
 * The block's learning curve from the server (docs/training.md "Learning curve"): follow-ups and
 * wrong jumps against the number of confirmed answers, as a small chart and a table.
 */
export function LearningCurvePanel({ blockId }: { blockId: string }) {
  const session = useTraining()
  const { curve, curveLoading } = useTrainingUi()
  const shown = curve && curve.unique_question_id === blockId ? curve : null
  const last = shown?.points.at(-1)
  return (
    <section className="training-curve" aria-label={t.title}>
      <div className="training-section-head">
        <H4>{t.title}</H4>
        <Button
          variant="minimal"
          size="small"
          icon="refresh"
          text={t.reload}
          loading={curveLoading}
          onClick={() => void session.loadCurve()}
        />
      </div>
      {shown && shown.points.length === 0 && <p className="bp6-text-muted">{t.none}</p>}
      {shown && last && (
        <>
          <p className="bp6-text-muted">{t.help}</p>
          <svg
            className="training-curve-chart"
            role="img"
            aria-label={t.chart(formatPercent(last.follow_up), formatPercent(last.wrong))}
            width={WIDTH}
            height={HEIGHT}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          >
            <rect x={AXIS} y={0} width={WIDTH - AXIS} height={HEIGHT} className="training-curve-frame" />
            <text x={AXIS - 3} y={PAD + 8} textAnchor="end" className="training-curve-axis">
              {formatPercent(1)}
            </text>
            <text x={AXIS - 3} y={HEIGHT - PAD} textAnchor="end" className="training-curve-axis">
              {formatPercent(0)}
            </text>
            <polyline className="training-curve-follow-up" points={line(shown.points, (p) => p.follow_up)} />
            <polyline className="training-curve-wrong" points={line(shown.points, (p) => p.wrong)} />
          </svg>
          <p className="training-curve-legend">
            <span className="training-curve-key is-follow-up">{t.followUp}</span>
            <span className="training-curve-key is-wrong">{t.wrong}</span>
            <span className="bp6-text-muted">
              {t.summary(shown.confirmed, shown.examples, shown.threshold.toFixed(2).replace('.', ','))}
            </span>
          </p>
          <HTMLTable compact aria-label={t.title}>
            <thead>
              <tr>
                <th scope="col">{t.confirmed}</th>
                <th scope="col">{t.evaluated}</th>
                <th scope="col">{t.followUp}</th>
                <th scope="col">{t.wrong}</th>
              </tr>
            </thead>
            <tbody>
              {shown.points.map((p) => (
                <tr key={p.confirmed}>
                  <td>{p.confirmed}</td>
                  <td>{p.evaluated}</td>
                  <td>{formatPercent(p.follow_up)}</td>
                  <td>{formatPercent(p.wrong)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  )
}
