import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core'
import type { BlockSummary } from '@engine/api/analyse'
import { type FormEvent, useEffect, useState } from 'react'
import { type Snapshot, useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import type { AnalyseStore } from './analyseStore'
import { formatPercent } from '../../i18n/formatNumbers'
import { formatDateTime } from './formatAnalyse'
import { Pager } from './Pager'
import { RemoteStatus } from './RemoteStatus'

const t = ui.analyse

/** The open answers of one block: search (substring) and intent filter go to the server, paged. */
export function OpenAnswers({ store, block }: { store: AnalyseStore; block: Snapshot<BlockSummary> }) {
  const id = block.unique_question_id
  useEffect(() => store.showAnswers(id), [store, id])
  const answers = useSnapshot(store.state).answers[id]
  const [q, setQ] = useState('')
  const intents = (block.intents ?? []).map((i) => i.intent).filter((i) => i !== '')
  if (!answers) return null

  const search = (event: FormEvent) => {
    event.preventDefault()
    store.searchAnswers(id, q, answers.query.intent)
  }
  return (
    <div className="analyse-open-answers">
      <form onSubmit={search} role="search" aria-label={`${t.openAnswers}: ${block.question}`}>
        <ControlGroup>
          <InputGroup
            type="search"
            leftIcon="search"
            value={q}
            onValueChange={setQ}
            aria-label={t.search}
            placeholder={t.search}
          />
          {intents.length > 0 && (
            <HTMLSelect
              aria-label={t.intentFilter}
              value={answers.query.intent}
              onChange={(e) => store.searchAnswers(id, answers.query.q, e.currentTarget.value)}
            >
              <option value="">{t.allIntents}</option>
              {intents.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </HTMLSelect>
          )}
          <Button type="submit" text={t.searchButton} />
        </ControlGroup>
      </form>
      <RemoteStatus
        remote={answers}
        label={t.openAnswers}
        onRetry={() => store.pageAnswers(id, answers.query.offset)}
      />
      {answers.data && (
        <>
          {answers.data.items.length === 0 ? (
            <p>{t.noAnswers}</p>
          ) : (
            <ul className="analyse-answer-list" aria-label={t.openAnswers}>
              {answers.data.items.map((a, i) => (
                <li key={`${a.respondent_id}-${a.created_on}-${i}`}>
                  <span className="analyse-answer-text">{a.text}</span>
                  {a.intent && (
                    <Tag
                      minimal
                      intent="primary"
                      title={
                        a.confidence === null
                          ? undefined
                          : (a.routing_source === 'llm' ? t.llmConfidence : t.confidence)(
                              formatPercent(a.confidence, 1),
                            )
                      }
                    >
                      {a.intent}
                    </Tag>
                  )}
                  <time dateTime={new Date(a.created_on).toISOString()}>{formatDateTime(a.created_on)}</time>
                </li>
              ))}
            </ul>
          )}
          <Pager offset={answers.query.offset} total={answers.data.total} onPage={(o) => store.pageAnswers(id, o)} />
        </>
      )}
    </div>
  )
}
