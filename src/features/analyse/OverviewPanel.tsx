import { H3, HTMLTable } from '@blueprintjs/core'
import { type AnalyseOverviewResponse, IDLE_TIMEOUT_MINUTES } from '@engine/api/analyse'
import type { Snapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { FigureCards } from '../../ui/FigureCards'
import { DropoffChart, PerDayChart } from './charts'
import { formatCount, formatDuration, formatPercent } from '../../i18n/formatNumbers'

const t = uiTexts.analyse

function Figures({ data }: { data: Snapshot<AnalyseOverviewResponse> }) {
  const figures: [string, string][] = [
    [t.started, formatCount(data.started)],
    [t.finished, formatCount(data.finished)],
    [t.running, formatCount(data.running)],
    [t.aborted, formatCount(data.aborted)],
    [t.completionRate, formatPercent(data.completion_rate, 1)],
    [t.medianDuration, formatDuration(data.median_seconds)],
  ]
  return (
    <>
      <FigureCards figures={figures} label={t.figures} />
      <p className="analyse-muted">{t.statusNote(IDLE_TIMEOUT_MINUTES)}</p>
    </>
  )
}

function DropoffTable({ data }: { data: Snapshot<AnalyseOverviewResponse> }) {
  const c = t.dropoffColumns
  return (
    <HTMLTable striped compact aria-label={t.dropoffTitle}>
      <thead>
        <tr>
          <th>{c.block}</th>
          <th>{c.reached}</th>
          <th>{c.running}</th>
          <th>{c.left}</th>
          <th>{c.rate}</th>
        </tr>
      </thead>
      <tbody>
        {data.dropoff.map((r) => (
          <tr key={r.unique_question_id}>
            <td>{`${r.order + 1}. ${r.question || r.unique_question_id}`}</td>
            <td>{formatCount(r.reached)}</td>
            <td>{formatCount(r.running)}</td>
            <td>{formatCount(r.left)}</td>
            <td>{formatPercent(r.rate, 1)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}

/** Überblick: the figures, the drop-off per block as chart and table, the course per day. */
export function OverviewPanel({ data }: { data: Snapshot<AnalyseOverviewResponse> }) {
  return (
    <section className="analyse-overview">
      <Figures data={data} />
      {data.started === 0 && <p>{t.noRespondents}</p>}
      <H3>{t.dropoffTitle}</H3>
      {data.dropoff.length === 0 ? (
        <p>{t.noBlocks}</p>
      ) : (
        <>
          <DropoffChart rows={data.dropoff} />
          <DropoffTable data={data} />
        </>
      )}
      {data.per_day.length > 0 && (
        <>
          <H3>{t.perDayTitle}</H3>
          <PerDayChart days={data.per_day} />
        </>
      )}
    </section>
  )
}
