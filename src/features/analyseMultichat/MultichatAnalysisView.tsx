import { Button, Callout, H1, H2, HTMLTable, Intent } from '@blueprintjs/core'
import { IDLE_TIMEOUT_MINUTES } from '@engine/api/analyse'
import type { MultichatAnalysisResponse } from '@engine/api/multichat'
import { ui as uiTexts } from '../../i18n'
import { FigureCards } from '../../ui/FigureCards'
import { useTopBarAction } from '../../ui/topBarActions'
import { formatCount, formatDuration, formatPercent } from '../../i18n/formatNumbers'
import { type LoadAnalysis, useMultichatAnalysis } from './useMultichatAnalysis'
import { Spinner } from '../../ui/Spinner'
import { type LoadPaths, MultichatPaths } from './MultichatPaths'
import { useEffect, useState } from 'react'
import { shownMultichat } from './shownMultichat'

const t = uiTexts.analyseMultichat

/**
 * Solved of the players whose game is decided (solved, or stuck past the idle timeout), as the
 * dialog's completion rate counts (docs/analyse.md "Status"): players still playing are not
 * decided, and counting them showed 0 % minutes after a launch. Null while none is decided.
 */
function solveRate(data: MultichatAnalysisResponse): number | null {
  const decided = data.players_started - data.players_running
  return decided <= 0 ? null : data.players_finished / decided
}

function Figures({ data }: { data: MultichatAnalysisResponse }) {
  const figures: [string, string][] = [
    [t.started, formatCount(data.players_started)],
    [t.solved, formatCount(data.players_finished)],
    [t.running, formatCount(data.players_running)],
    [t.solveRate, formatPercent(solveRate(data), 1)],
    [`${t.timeToSolve} (${t.median})`, formatDuration(data.median_seconds_to_solve)],
    [`${t.timeToSolve} (${t.average})`, formatDuration(data.average_seconds_to_solve)],
  ]
  return <FigureCards figures={figures} label={t.figures} />
}

function StuckTable({ data }: { data: MultichatAnalysisResponse }) {
  if (data.stuck.length === 0) return <p>{t.noneStuck}</p>
  return (
    <HTMLTable striped aria-label={t.stuckTitle}>
      <thead>
        <tr>
          <th>{t.columns.dialog}</th>
          <th>{t.columns.question}</th>
          <th>{t.columns.players}</th>
        </tr>
      </thead>
      <tbody>
        {data.stuck.map((s) => (
          <tr key={`${s.survey_id}/${s.unique_question_id}`}>
            <td>{s.survey_name}</td>
            <td>{s.question || s.unique_question_id}</td>
            <td>{formatCount(s.players)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}

function DialogsTable({ data }: { data: MultichatAnalysisResponse }) {
  const c = t.columns
  return (
    <HTMLTable striped aria-label={t.dialogsTitle}>
      <thead>
        <tr>
          <th>{c.dialog}</th>
          <th>{c.started}</th>
          <th>{c.finished}</th>
          <th>{c.running}</th>
          <th>{c.stuck}</th>
        </tr>
      </thead>
      <tbody>
        {data.dialogs.map((d) => (
          <tr key={d.survey_id}>
            <td>{d.survey_name}</td>
            <td>{formatCount(d.started)}</td>
            <td>{formatCount(d.finished)}</td>
            <td>{formatCount(d.running)}</td>
            <td>{formatCount(d.stuck)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}

/**
 * The multichat analysis: figures, where unsolved players hang, per dialog. The app bar's update
 * button (docs/product/screens.md#top-bar) reloads; the figures stay on screen while they reload.
 */
export function MultichatAnalysisView({
  multichatId,
  load,
  loadPaths,
}: {
  multichatId: number
  load: LoadAnalysis
  loadPaths: LoadPaths
}) {
  const [state, reload] = useMultichatAnalysis(multichatId, load)
  const [round, setRound] = useState(0)
  useTopBarAction('refresh', () => {
    reload()
    setRound((r) => r + 1)
  })
  const data = state.status === 'failed' ? null : state.data
  const name = data?.name ?? null
  useEffect(() => {
    if (name !== null) Object.assign(shownMultichat, { id: multichatId, name })
  }, [multichatId, name])
  return (
    <main className="page analyse-multichat-page">
      {data && <H1>{t.title(data.name)}</H1>}
      {state.status === 'loading' && <Spinner size={24} label={t.loading} />}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER} title={t.loadFailed}>
          <p>{state.msg}</p>
          <Button text={t.retry} onClick={reload} />
        </Callout>
      )}
      {data && (
        <>
          <Figures data={data} />
          <H2>{t.stuckTitle}</H2>
          <p>{t.stuckNote(IDLE_TIMEOUT_MINUTES)}</p>
          <StuckTable data={data} />
          <H2>{t.dialogsTitle}</H2>
          <DialogsTable data={data} />
          <MultichatPaths multichatId={multichatId} load={loadPaths} round={round} />
        </>
      )}
    </main>
  )
}
