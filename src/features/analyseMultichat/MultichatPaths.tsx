import { H2, H3 } from '@blueprintjs/core'
import { MultichatPathsResponse } from '@engine/api/multichat'
import { useEffect, useState } from 'react'
import { proxy, useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import type { DayRange } from '../analyse/analyseApi'
import { viewerTimeZone } from '../analyse/formatAnalyse'
import { DayRangeForm, PathTables } from '../analyse/PathsPanel'
import { fetchInto, idle, type Remote } from '../analyse/remote'
import { RemoteStatus } from '../analyse/RemoteStatus'

const t = ui.analyseMultichat

export type LoadPaths = (multichatId: number, days: DayRange) => Promise<MultichatPathsResponse>

export const loadMultichatPaths: LoadPaths = async (id, { from, to }) =>
  MultichatPathsResponse.parse(
    await api('GET', `/api/analyse_multichat/${id}/paths`, {
      query: { ...(from ? { from } : {}), ...(to ? { to } : {}), tz: viewerTimeZone() },
    }),
  )

/**
 * The players' paths through each dialog of the multichat, lead first (docs/analyse.md "Paths"):
 * the tables of the dialog analysis's "Wege", one set per dialog, for a period. `round` grows
 * with the app bar's update button.
 */
export function MultichatPaths({ multichatId, load, round }: { multichatId: number; load: LoadPaths; round: number }) {
  const [state] = useState(() =>
    proxy<Remote<MultichatPathsResponse> & { days: DayRange }>({ ...idle(), days: { from: '', to: '' } }),
  )
  const snap = useSnapshot(state)
  const show = (days: DayRange) => {
    state.days = { ...days }
    void fetchInto(state, () => load(multichatId, { ...days }))
  }
  useEffect(() => {
    void fetchInto(state, () => load(multichatId, { ...state.days }))
  }, [state, load, multichatId, round])
  return (
    <section aria-label={t.pathsTitle}>
      <H2>{t.pathsTitle}</H2>
      <DayRangeForm days={snap.days} onApply={show} />
      <RemoteStatus remote={snap} label={t.pathsTitle} onRetry={() => show({ ...snap.days })} />
      {snap.data?.dialogs.map((d) => (
        <section key={d.survey_id} aria-label={d.survey_name}>
          <H3>{d.survey_name}</H3>
          <PathTables data={d} headingLevel={4} />
        </section>
      ))}
    </section>
  )
}
