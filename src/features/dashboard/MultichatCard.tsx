import { Button, Card, Classes, Collapse, H3, Tag } from '@blueprintjs/core'
import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { MultichatActions } from '../multichat/manage/MultichatActions'
import type { MultichatCardModules } from './cardModules'
import { multichatEvents } from './multichatEvents'
import { OffEntry } from './OffEntry'
import { formatResponses, formatUpdatedOn, type MultichatEntry } from './surveyListView'

const linkButton = `${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`

interface Props {
  entry: MultichatEntry
  modules: MultichatCardModules
  /** The cards of its dialogs, shown when the multichat is opened. */
  children: ReactNode
}

/**
 * One multichat with its dialogs under it, collapsed until opened (or while the
 * search found one of them): players, last edit, the way to its editor, analysis and live page
 * (switched off by the lead's module flags), and for its owner rename, copy, delete in its "…" menu.
 */
export function MultichatCard({ entry, modules, children }: Props) {
  const { multichat, dialogs, updatedOn } = entry
  const { dialog_manager_id: id, name, connected_surveys: surveys } = multichat
  const [open, setOpen] = useState(entry.openForSearch)
  // A search that finds one of its dialogs opens it; the editor may close it again.
  useEffect(() => {
    if (entry.openForSearch) setOpen(true)
  }, [entry.openForSearch])
  return (
    <li aria-label={name}>
      <Card className="survey-card multichat-card" elevation={1}>
        <div className="survey-card-head">
          <H3 className="survey-card-name">{modules.open ? <Link to={`/multi/${id}`}>{name}</Link> : name}</H3>
          <div className="survey-card-meta">
            <Tag minimal icon="chat">
              {ui.dashboard.multichatTag}
            </Tag>
            <span className={Classes.TEXT_MUTED}>
              {ui.dashboard.players(multichat.responses, formatResponses(multichat))}
            </span>
            {updatedOn && (
              <span className={Classes.TEXT_MUTED}>{ui.dashboard.lastEdited(formatUpdatedOn(updatedOn))}</span>
            )}
          </div>
        </div>
        <div className="survey-card-foot">
          <div role="group" className="survey-card-tabs" aria-label={name}>
            {modules.open ? (
              <Link className={linkButton} to={`/multi/${id}`}>
                {ui.dashboard.multichatOpen}
              </Link>
            ) : (
              <OffEntry text={ui.dashboard.multichatOpen} />
            )}
            {modules.analyse ? (
              <Link className={linkButton} to={`/analyse_multichat/${id}`}>
                {ui.dashboard.multichatAnalyse}
              </Link>
            ) : (
              <OffEntry text={ui.dashboard.multichatAnalyse} />
            )}
            {/* The respondents' page, in a new tab so the editor keeps the dashboard. */}
            {modules.play ? (
              <a className={linkButton} href={`/multi_live/${id}`} target="_blank" rel="noopener">
                {ui.dashboard.multichatPlay}
              </a>
            ) : (
              <OffEntry text={ui.dashboard.multichatPlay} />
            )}
          </div>
          {multichat.is_owner && (
            <MultichatActions
              variant="menu"
              multichat={multichat}
              onRenamed={() => void multichatEvents.renamed()}
              onCopied={() => void multichatEvents.copied()}
              onDeleted={() => void multichatEvents.deleted()}
              onFailed={multichatEvents.failed}
            />
          )}
        </div>
        {surveys.length === 0 ? (
          <p className={`multichat-card-dialogs ${Classes.TEXT_MUTED}`}>{ui.multichatManage.noDialogs}</p>
        ) : (
          <div className="multichat-card-dialogs">
            <Button
              size="small"
              variant="minimal"
              icon={open ? 'chevron-down' : 'chevron-right'}
              text={ui.dashboard.multichatDialogs(surveys.length)}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            />
            {!open && (
              <span className={`multichat-card-names ${Classes.TEXT_MUTED}`}>
                {dialogs.map((s) => s.survey_name).join(' · ')}
              </span>
            )}
            <Collapse isOpen={open} keepChildrenMounted={false}>
              <ul
                className="dashboard-list multichat-card-list"
                aria-label={ui.dashboard.multichatDialogs(surveys.length)}
              >
                {children}
              </ul>
            </Collapse>
          </div>
        )}
      </Card>
    </li>
  )
}
