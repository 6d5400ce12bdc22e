import { Button, HTMLTable } from '@blueprintjs/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { type AnalyseStore, knownIntents } from './analyseStore'
import { formatCount } from '../../i18n/formatNumbers'
import { formatDateTime } from './formatAnalyse'
import { Pager } from './Pager'
import { RemoteStatus } from './RemoteStatus'
import { TranscriptChat } from './TranscriptChat'
import { TranscriptFilters } from './TranscriptFilters'

const t = ui.analyse
const c = t.transcriptColumns

/** Gespräche: filtered, paged list; the chosen one beside it as chat. */
export function TranscriptsPanel({
  store,
  surveyId,
  botName,
}: {
  store: AnalyseStore
  surveyId: string
  botName: string
}) {
  useEffect(() => store.showTranscripts(), [store])
  const snap = useSnapshot(store.state)
  const list = snap.transcripts
  const open = snap.transcript
  const blockTitle = (id: string) => {
    const block = snap.blocks.data?.blocks.find((b) => b.unique_question_id === id)
    return block ? `${block.order + 1}. ${block.question || id}` : id
  }
  return (
    <section className="analyse-transcripts">
      <div className="analyse-transcript-list">
        <TranscriptFilters
          filter={list.filter}
          intents={knownIntents(snap.blocks.data)}
          onApply={(f) => store.filterTranscripts(f)}
        />
        <RemoteStatus remote={list} label={t.transcriptsTitle} onRetry={() => store.pageTranscripts(list.offset)} />
        {list.data &&
          (list.data.items.length === 0 ? (
            <p>{t.noTranscripts}</p>
          ) : (
            <HTMLTable compact striped interactive aria-label={t.transcriptsTitle}>
              <thead>
                <tr>
                  <th>{c.started}</th>
                  <th>{c.finished}</th>
                  <th>{c.messages}</th>
                  <th>{c.current}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((r) => (
                  <tr
                    key={r.respondent_id}
                    className={open.respondentId === r.respondent_id ? 'analyse-row-open' : undefined}
                  >
                    <td>{formatDateTime(r.started_on)}</td>
                    <td>
                      {r.status === 'finished' && r.finished_on !== null
                        ? formatDateTime(r.finished_on)
                        : t.unfinishedStatus[r.status === 'running' ? 'running' : 'aborted']}
                    </td>
                    <td>{formatCount(r.messages)}</td>
                    <td>{r.current_question_id === null ? '' : blockTitle(r.current_question_id)}</td>
                    <td>
                      <Button
                        size="small"
                        icon="chat"
                        aria-label={t.open(r.respondent_id)}
                        onClick={() => store.openTranscript(r.respondent_id)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ))}
        {list.data && <Pager offset={list.offset} total={list.data.total} onPage={(o) => store.pageTranscripts(o)} />}
      </div>
      {open.respondentId !== null && (
        <div className="analyse-transcript-side">
          <RemoteStatus
            remote={open}
            label={t.transcript(open.respondentId)}
            onRetry={() => store.openTranscript(open.respondentId)}
          />
          {open.data && (
            <TranscriptChat
              surveyId={surveyId}
              transcript={open.data}
              botName={botName}
              onClose={() => store.openTranscript(null)}
            />
          )}
        </div>
      )}
    </section>
  )
}
