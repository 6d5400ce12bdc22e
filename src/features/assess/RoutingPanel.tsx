import { Card, H2, H3 } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { currentSurvey } from '../survey/currentSurvey'
import type { AssessStep, AssessStore } from './assessStore'
import { type OfferedIntent, offeredIntents } from './assessStep'
import { Fragment } from 'react'
import {
  blockName,
  blockView,
  decisionRows,
  endReasonText,
  handleRow,
  offeredText,
  type PanelBlock,
  stepReasonText,
} from './routingText'

const t = ui.assess

/** The intents the clarifying question offers, best first, each with the model's confidence. */
function Offered({ offered }: { offered: readonly OfferedIntent[] }) {
  return (
    <>
      <dt>{t.offered}</dt>
      <dd>
        <ul className="assess-offered">
          {offered.map((offer) => {
            const { name, confidence } = offeredText(offer)
            return (
              <li key={offer.handle}>
                <span>{name}</span> <span className="assess-score">{confidence}</span>
              </li>
            )
          })}
        </ul>
      </dd>
    </>
  )
}

function Step({
  step,
  blocks,
  conditions,
}: {
  step: AssessStep
  blocks: readonly PanelBlock[]
  conditions: Parameters<typeof endReasonText>[2]
}) {
  const { routing } = step
  const block = blocks.find((b) => b.unique_question_id === step.unique_question_id)
  const jump = routing ? handleRow(routing, block) : { label: t.handle, value: t.noJump }
  return (
    <li className="assess-step">
      <div className="assess-step-head">
        <strong title={step.unique_question_id}>{blockName(step.unique_question_id, blocks)}</strong>{' '}
        <span className="assess-muted">
          {t.answer}: „{step.input}“
        </span>
      </div>
      <dl className="assess-facts">
        {jump && (
          <>
            <dt>{jump.label}</dt>
            <dd>{jump.value}</dd>
          </>
        )}
        {routing && (
          <>
            <dt>{t.reason}</dt>
            <dd>{stepReasonText(step, routing)}</dd>
          </>
        )}
        {step.offered && <Offered offered={step.offered} />}
        {routing &&
          decisionRows(routing).map((row) => (
            <Fragment key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </Fragment>
          ))}
        {step.end_reason && (
          <>
            <dt>{t.endReason}</dt>
            <dd>{endReasonText(step.end_reason, step.exit_condition_id, conditions)}</dd>
          </>
        )}
      </dl>
    </li>
  )
}

/**
 * "Testansicht" beside the chat (below it on narrow screens): the active block and, for every
 * accepted answer, the jump taken and why (intent and confidence for open blocks). Block type
 * and text come from the loaded dialog (SurveyRoute), the routing from the test run.
 */
export function RoutingPanel({ store }: { store: AssessStore }) {
  const snap = useSnapshot(store.state)
  const { survey } = useSnapshot(currentSurvey)
  const blocks = survey?.all_questions ?? []
  const conditions = survey?.gpt_exit_conditions ?? []
  const current = snap.runtime?.current ?? null
  const active = current === null ? null : blockView(current, blocks)
  const asking = snap.runtime?.phase === 'clarify'
  const offered = asking ? offeredIntents(snap.runtime?.offered, snap.awaiting?.options) : []

  return (
    <Card className="assess-panel" elevation={1} aria-labelledby="assess-panel-title" role="region">
      <H2 id="assess-panel-title" className="assess-panel-title">
        {t.panelTitle}
      </H2>
      <p className="assess-muted">{t.panelIntro}</p>
      <section aria-labelledby="assess-active-title">
        <H3 id="assess-active-title">{t.activeBlock}</H3>
        {active ? (
          <dl className="assess-facts">
            <dt>{t.blockId}</dt>
            <dd title={active.id}>{active.name}</dd>
            <dt>{t.blockType}</dt>
            <dd>{active.type}</dd>
            <dt>{t.blockText}</dt>
            <dd>{active.text}</dd>
            {snap.runtime?.phase === 'nachfrage' && (
              <>
                <dt>{t.status}</dt>
                <dd>{t.nachfrageAsked}</dd>
              </>
            )}
            {asking && (
              <>
                <dt>{t.status}</dt>
                <dd>{t.clarifyAsked}</dd>
                <Offered offered={offered} />
              </>
            )}
          </dl>
        ) : (
          <p>{snap.runtime?.finished ? t.finished : t.notStarted}</p>
        )}
      </section>
      <section aria-labelledby="assess-steps-title">
        <H3 id="assess-steps-title">{t.steps}</H3>
        {snap.steps.length === 0 ? (
          <p className="assess-muted">{t.noSteps}</p>
        ) : (
          <ol className="assess-steps">
            {snap.steps.map((step, i) => (
              <Step key={i} step={step} blocks={blocks} conditions={conditions} />
            ))}
          </ol>
        )}
      </section>
    </Card>
  )
}
