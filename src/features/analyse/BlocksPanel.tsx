import { Card, H3, H4, HTMLTable, Icon } from '@blueprintjs/core'
import type { AnalyseBlocksResponse, BlockSummary } from '@engine/api/analyse'
import type { Snapshot } from 'valtio'
import { ui } from '../../i18n'
import type { AnalyseStore } from './analyseStore'
import { DistributionChart, HistogramChart } from './charts'
import { formatCount } from '../../i18n/formatNumbers'
import { OpenAnswers } from './OpenAnswers'
import { RouteShares } from './RouteShares'

const t = ui.analyse

function IntentCounts({ block }: { block: Snapshot<BlockSummary> }) {
  if (!block.intents?.length) return null
  return (
    <HTMLTable compact striped aria-label={`${t.intentsTitle}: ${block.question}`}>
      <thead>
        <tr>
          <th>{t.intentsTitle}</th>
          <th>{t.count}</th>
        </tr>
      </thead>
      <tbody>
        {block.intents.map((i) => (
          <tr key={i.intent}>
            <td>{i.intent || t.noIntent}</td>
            <td>{formatCount(i.count)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}

/** One block: what the server summarised for its type decides what is shown. */
function BlockCard({ store, block }: { store: AnalyseStore; block: Snapshot<BlockSummary> }) {
  const title = `${block.order + 1}. ${block.question || block.unique_question_id}`
  return (
    <Card elevation={1} className="analyse-block" aria-label={title} role="region">
      <H3>{title}</H3>
      <p className="analyse-muted">{`${ui.configurator.blockTypes[block.type as keyof typeof ui.configurator.blockTypes] ?? block.type} · ${t.answered(formatCount(block.answered))}`}</p>
      {block.feedback && block.feedback.up + block.feedback.down > 0 && (
        <p className="analyse-feedback">
          <Icon icon="thumbs-up" aria-hidden="true" /> <Icon icon="thumbs-down" aria-hidden="true" />{' '}
          {t.feedback(formatCount(block.feedback.up), formatCount(block.feedback.down))}
        </p>
      )}
      {block.distribution && block.distribution.length > 0 && <DistributionChart block={block} />}
      {block.histogram && block.histogram.length > 0 && <HistogramChart block={block} />}
      {block.intents && (
        <>
          <IntentCounts block={block} />
          {block.routes && (
            <>
              <H4>{t.routes.title}</H4>
              <RouteShares routes={block.routes} label={`${t.routes.title}: ${block.question}`} />
            </>
          )}
          <H4>{t.openAnswers}</H4>
          <OpenAnswers store={store} block={block} />
        </>
      )}
    </Card>
  )
}

/** Fragen: every block with answers to show, in block order. */
export function BlocksPanel({ store, data }: { store: AnalyseStore; data: Snapshot<AnalyseBlocksResponse> }) {
  if (data.blocks.length === 0) return <p>{t.noBlocks}</p>
  return (
    <section className="analyse-blocks">
      {data.blocks.map((b) => (
        <BlockCard key={b.unique_question_id} store={store} block={b} />
      ))}
    </section>
  )
}
