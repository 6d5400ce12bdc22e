import { Button, Classes, HTMLTable } from '@blueprintjs/core'
import type { BlockRef, JumpRef, PathPicture } from '@engine/index'
import { ui } from '../../i18n'
import './paths.css'

const t = ui.paths

export interface PathsReportProps {
  picture: PathPicture
  /** A block's name as the canvas labels it ("Frage 3"). */
  nameOf: (block: string) => string
  /** Blocks nobody reached; absent: not shown. */
  neverReached?: readonly BlockRef[]
  /** Jumps nobody took from a reached block; absent: not shown. */
  neverTaken?: readonly JumpRef[]
  /** Shows a block on the canvas (a click on its name). */
  onShow?: (block: string) => void
}

/**
 * The table of a PathPicture: how many finished, the paths by frequency, the blocks never reached
 * and the jumps never taken. For simulated and real respondents alike.
 */
export function PathsReport({ picture, nameOf, neverReached, neverTaken, onShow }: PathsReportProps) {
  const total = Math.max(1, picture.respondents)
  const blockLink = (block: string) =>
    onShow ? (
      <Button variant="minimal" size="small" aria-label={t.show(nameOf(block))} onClick={() => onShow(block)}>
        {nameOf(block)}
      </Button>
    ) : (
      nameOf(block)
    )
  return (
    <div className="paths-report">
      <p>{t.summary(picture.respondents, picture.finished)}</p>
      {neverReached && (
        <section aria-label={t.neverReachedTitle}>
          <h3>{t.neverReachedTitle}</h3>
          {neverReached.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="paths-list">
              {neverReached.map((b) => (
                <li key={`${b.survey_id}:${b.block}`}>{blockLink(b.block)}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {neverTaken && (
        <section aria-label={t.neverTakenTitle}>
          <h3>{t.neverTakenTitle}</h3>
          {neverTaken.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="paths-list">
              {neverTaken.map((j) => (
                <li key={`${j.survey_id}:${j.source}:${j.handle}`}>
                  {onShow ? (
                    <Button
                      variant="minimal"
                      size="small"
                      title={t.show(nameOf(j.source))}
                      onClick={() => onShow(j.source)}
                    >
                      {t.jump(nameOf(j.source), j.handle, nameOf(j.target))}
                    </Button>
                  ) : (
                    t.jump(nameOf(j.source), j.handle, nameOf(j.target))
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-label={t.pathsTitle}>
        <h3>{t.pathsTitle}</h3>
        <HTMLTable compact striped className="paths-table" aria-label={t.pathsLabel}>
          <thead>
            <tr>
              <th>{t.count}</th>
              <th>{t.shareColumn}</th>
              <th>{t.way}</th>
            </tr>
          </thead>
          <tbody>
            {picture.paths.map((p, i) => (
              <tr key={i}>
                <td>{p.count}</td>
                <td>{t.share(p.count / total)}</td>
                <td className="paths-way">
                  {p.blocks.map(nameOf).join(' → ')} → {p.finished ? t.end : t.notFinished}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p className={Classes.TEXT_MUTED}>{t.morePaths(picture.paths.length)}</p>
      </section>
    </div>
  )
}
