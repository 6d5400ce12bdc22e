import { HTMLTable } from '@blueprintjs/core'
import type { AnswerRoutes } from '@engine/api/analyse'
import type { Snapshot } from 'valtio'
import { ui } from '../../i18n'
import { formatCount, formatPercent } from '../../i18n/formatNumbers'
import { ShareBar } from './ShareBar'
import './routeShares.css'

const t = ui.analyse.routes

type Row = { key: string; label: string; count: number; sub?: boolean }

/** The rows in the order of a respondent's path: at once, the buttons (and what won), the nachfrage, the rest. */
function rowsOf(routes: Snapshot<AnswerRoutes>): Row[] {
  return [
    { key: 'direct', label: t.direct, count: routes.direct },
    { key: 'clarified', label: t.clarified, count: routes.clarified },
    ...routes.clarified_by_intent.map((c) => ({
      key: `clarified-${c.intent}`,
      label: t.clarifiedAs(c.intent),
      count: c.count,
      sub: true,
    })),
    { key: 'other', label: t.other, count: routes.other },
    { key: 'nachfrage', label: t.nachfrage, count: routes.nachfrage },
    { key: 'default', label: t.default, count: routes.default },
    { key: 'asked', label: t.asked, count: routes.asked },
  ]
}

/**
 * How an open block's answers found their jump (docs/analyse.md "Routes"), as counts and shares of
 * the answers with a stored route; answers stored before routes were kept are named, not counted.
 * Analyse (per block) and Trainieren (the block's summary) show the same table.
 */
export function RouteShares({ routes, label }: { routes: Snapshot<AnswerRoutes>; label: string }) {
  return (
    <div className="route-shares">
      {routes.known === 0 ? (
        <p className="route-shares-note">{t.none}</p>
      ) : (
        <HTMLTable compact aria-label={label}>
          <thead>
            <tr>
              <th>{t.route}</th>
              <th>{ui.analyse.count}</th>
              <th>{t.share}</th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(routes).map((row) => {
              const share = row.count / routes.known
              return (
                <tr key={row.key} className={row.sub ? 'route-shares-sub' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>{formatCount(row.count)}</td>
                  <td>
                    <ShareBar share={share} />
                    {formatPercent(share, 1)}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </HTMLTable>
      )}
      {routes.unknown > 0 && <p className="route-shares-note">{t.unknown(formatCount(routes.unknown))}</p>}
    </div>
  )
}
