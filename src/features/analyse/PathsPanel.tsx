import { Button, ControlGroup, H3, HTMLTable } from '@blueprintjs/core'
import type { DialogPaths } from '@engine/api/analyse'
import { MAX_LISTED_PATHS, jumpKey } from '@engine/paths'
import { type FormEvent, useEffect } from 'react'
import { type Snapshot, useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { FigureCards } from '../../ui/FigureCards'
import type { DayRange } from './analyseApi'
import type { AnalyseStore } from './analyseStore'
import { DayRangeFields, useDayRange } from './DayRangeFields'
import { formatCount } from '../../i18n/formatNumbers'
import { RemoteStatus } from './RemoteStatus'
import { ShareBar } from './ShareBar'
import './routeShares.css'

const t = ui.analyse.paths

/** How long a block's text may be inside a path (the block tables show the whole preview). */
const SHORT = 32

/** Names of a dialog's blocks: "3. Wie zufrieden …"; an id no block has (deleted since) stays the id. */
function blockNames(data: Snapshot<DialogPaths>) {
  const names = new Map(
    data.blocks.map((b) => [b.unique_question_id, `${b.order + 1}. ${b.question || b.unique_question_id}`]),
  )
  const name = (id: string) => names.get(id) ?? id
  const short = (id: string) => {
    const full = name(id)
    return full.length > SHORT ? `${full.slice(0, SHORT - 1)}…` : full
  }
  return { name, short }
}

/**
 * The paths picture of one dialog as tables (docs/analyse.md "Paths"): per block reached and
 * stopped, per jump taken, the most frequent paths, and the blocks and jumps nobody used. Costs
 * one pass over the blocks, the jumps and the listed paths.
 */
export function PathTables({ data, headingLevel = 3 }: { data: Snapshot<DialogPaths>; headingLevel?: 3 | 4 }) {
  const { picture } = data
  const { name, short } = blockNames(data)
  const Heading = headingLevel === 3 ? H3 : 'h4'
  const when = (c: Snapshot<DialogPaths>['connections'][number]) =>
    c.label ?? (c.handle === 'default' ? t.defaultJump : c.handle)
  const unreached = data.blocks.filter((b) => !picture.reached[b.unique_question_id])
  const untaken = data.connections.filter((c) => !picture.jumps[jumpKey(c.source, c.handle)])
  return (
    <div className="analyse-paths">
      <FigureCards
        label={`${t.figures}: ${data.survey_name}`}
        figures={[
          [t.respondents, formatCount(picture.respondents)],
          [t.finished, formatCount(picture.finished)],
        ]}
      />
      {picture.respondents === 0 && <p>{t.noRespondents}</p>}
      <Heading>{t.neverReachedTitle}</Heading>
      {unreached.length === 0 ? (
        <p>{t.allReached}</p>
      ) : (
        <>
          <p>{t.neverReached}</p>
          <ul aria-label={`${t.neverReachedTitle}: ${data.survey_name}`}>
            {unreached.map((b) => (
              <li key={b.unique_question_id}>{name(b.unique_question_id)}</li>
            ))}
          </ul>
        </>
      )}
      <Heading>{t.blocksTitle}</Heading>
      <HTMLTable striped compact aria-label={`${t.blocksTitle}: ${data.survey_name}`}>
        <thead>
          <tr>
            <th>{t.blockColumns.block}</th>
            <th>{t.blockColumns.reached}</th>
            <th title={t.blockColumns.stoppedHint}>{t.blockColumns.stopped}</th>
          </tr>
        </thead>
        <tbody>
          {data.blocks.map((b) => (
            <tr key={b.unique_question_id}>
              <td>{name(b.unique_question_id)}</td>
              <td className="analyse-paths-reached">
                <ShareBar share={(picture.reached[b.unique_question_id] ?? 0) / Math.max(1, picture.respondents)} />
                {formatCount(picture.reached[b.unique_question_id] ?? 0)}
              </td>
              <td>{formatCount(picture.stopped[b.unique_question_id] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {data.connections.length > 0 && (
        <>
          <Heading>{t.jumpsTitle}</Heading>
          <HTMLTable striped compact aria-label={`${t.jumpsTitle}: ${data.survey_name}`}>
            <thead>
              <tr>
                <th>{t.jumpColumns.from}</th>
                <th>{t.jumpColumns.when}</th>
                <th>{t.jumpColumns.to}</th>
                <th>{t.jumpColumns.taken}</th>
              </tr>
            </thead>
            <tbody>
              {data.connections.map((c) => (
                <tr key={jumpKey(c.source, c.handle)}>
                  <td>{name(c.source)}</td>
                  <td>{when(c)}</td>
                  <td>{name(c.target)}</td>
                  <td>{formatCount(picture.jumps[jumpKey(c.source, c.handle)] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Heading>{t.neverTakenTitle}</Heading>
          {untaken.length === 0 ? (
            <p>{t.allTaken}</p>
          ) : (
            <>
              <p>{t.neverTaken}</p>
              <ul aria-label={`${t.neverTakenTitle}: ${data.survey_name}`}>
                {untaken.map((c) => (
                  <li key={jumpKey(c.source, c.handle)}>{`${name(c.source)} (${when(c)}) → ${name(c.target)}`}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {picture.paths.length > 0 && (
        <>
          <Heading>{t.pathsTitle}</Heading>
          <p className="analyse-muted">{t.pathsNote(formatCount(MAX_LISTED_PATHS))}</p>
          <HTMLTable striped compact aria-label={`${t.pathsTitle}: ${data.survey_name}`}>
            <thead>
              <tr>
                <th>{t.pathColumns.count}</th>
                <th>{t.pathColumns.finished}</th>
                <th>{t.pathColumns.path}</th>
              </tr>
            </thead>
            <tbody>
              {picture.paths.map((p, i) => (
                <tr key={i}>
                  <td>{formatCount(p.count)}</td>
                  <td>{p.finished ? t.yes : t.no}</td>
                  <td className="analyse-path">
                    {p.blocks.length === 0 ? t.nothingShown : p.blocks.map(short).join(' → ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </div>
  )
}

/** The days the picture covers, applied with the button (as the conversations' filter). */
export function DayRangeForm({ days, onApply }: { days: DayRange; onApply: (days: DayRange) => void }) {
  const range = useDayRange(days)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!range.blocked) onApply(range.draft)
  }
  return (
    <form className="analyse-filters" onSubmit={submit} aria-label={t.days}>
      <DayRangeFields idPrefix="paths" range={range} />
      <ControlGroup className="analyse-filters-apply">
        <Button type="submit" icon="filter" text={t.apply} disabled={range.blocked} />
      </ControlGroup>
    </form>
  )
}

/** Wege: the real respondents' paths through the dialog, loaded when the tab opens. */
export function PathsPanel({ store }: { store: AnalyseStore }) {
  const snap = useSnapshot(store.state).paths
  useEffect(() => store.showPaths(), [store])
  return (
    <section>
      <DayRangeForm days={snap.days} onApply={store.filterPaths} />
      <RemoteStatus
        remote={snap}
        label={ui.analyse.sections.paths}
        onRetry={() => store.filterPaths({ ...snap.days })}
      />
      {snap.data && (
        <>
          <p className="analyse-muted">{t.canvasHint}</p>
          <PathTables data={snap.data} />
        </>
      )}
    </section>
  )
}
