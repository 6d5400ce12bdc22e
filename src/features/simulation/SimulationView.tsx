import { Button, Callout, FormGroup, HTMLSelect, InputGroup, ProgressBar } from '@blueprintjs/core'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui, uiLanguage } from '../../i18n'
import { PathsReport } from '../paths/PathsReport'
import type { SimulationRun } from './simulationRun'

const t = ui.simulation
const COUNTS = [100, 1000, 5000, 10000]

export interface SimulationViewProps {
  run: SimulationRun
  /** Starts a run with these options (the caller builds the request). */
  start(options: { respondents: number; seed: number }): void
  intro: string
  nameOf: (block: string) => string
  onShow: (block: string) => void
  /** Why it cannot run here (then the start button is off and this is said). */
  unavailable?: string | null
}

/** "Simulieren": how many respondents and the seed, progress and cancel, then the paths (configurator and multichat editor). */
export function SimulationView({ run, start, intro, nameOf, onShow, unavailable = null }: SimulationViewProps) {
  const view = useSnapshot(run.view)
  const [respondents, setRespondents] = useState(1000)
  const [seed, setSeed] = useState('1')
  const busy = view.phase === 'running' || view.phase === 'preparing'
  // A valtio ref (plain data): the snapshot says when it changed, the store holds it.
  const result = view.result ? run.view.result : null
  return (
    <div className="simulation-panel">
      <p>{intro}</p>
      {unavailable && (
        <Callout compact intent="warning">
          {unavailable}
        </Callout>
      )}
      <div className="simulation-form">
        <FormGroup label={t.respondents} labelFor="simulation-respondents" inline>
          <HTMLSelect
            id="simulation-respondents"
            value={respondents}
            disabled={busy}
            onChange={(e) => setRespondents(Number(e.currentTarget.value))}
            options={COUNTS.map((n) => ({ value: n, label: n.toLocaleString(uiLanguage) }))}
          />
        </FormGroup>
        <FormGroup label={t.seed} labelFor="simulation-seed" helperText={t.seedHint} inline>
          <InputGroup
            id="simulation-seed"
            type="number"
            value={seed}
            disabled={busy}
            onValueChange={(value) => setSeed(value)}
          />
        </FormGroup>
        {busy ? (
          <Button icon="stop" text={t.cancel} onClick={() => run.cancel()} />
        ) : (
          <Button
            icon="play"
            intent="primary"
            text={t.start}
            disabled={unavailable !== null}
            onClick={() => start({ respondents, seed: Math.trunc(Number(seed) || 0) })}
          />
        )}
      </div>
      <div role="status" className="simulation-status">
        {view.phase === 'preparing' && t.preparing}
        {view.phase === 'running' && (
          <>
            {t.running(view.done, view.total)}
            <ProgressBar value={view.total === 0 ? 0 : view.done / view.total} stripes={false} />
          </>
        )}
        {view.phase === 'cancelled' && t.cancelled}
      </div>
      {view.phase === 'failed' && (
        <Callout compact intent="danger">
          {t.failed(view.message)}
        </Callout>
      )}
      {result && view.ran && (
        <>
          <p>
            {t.ran(view.ran.respondents, view.ran.seed)} {t.heatMapHint}
          </p>
          {result.outOfAnswers > 0 && (
            <Callout compact intent="warning">
              {t.outOfAnswers(result.outOfAnswers)}
            </Callout>
          )}
          <PathsReport
            picture={result.picture}
            nameOf={nameOf}
            neverReached={result.neverReached}
            neverTaken={result.neverTaken}
            onShow={onShow}
          />
        </>
      )}
    </div>
  )
}
