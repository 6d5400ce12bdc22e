import { Button, Callout, FormGroup, HTMLSelect, InputGroup, ProgressBar } from '@blueprintjs/core'
import { namesOf } from '@engine/checks'
import type { EditorState } from '@engine/index'
import { useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui, uiLanguage } from '../../i18n'
import { showBlock } from '../configurator/configuratorUi'
import { useEditorState, useSession } from '../configurator/useConfigurator'
import { PathsReport } from '../paths/PathsReport'

const t = ui.simulation
const COUNTS = [100, 1000, 5000, 10000]
const selectBlocks = (s: EditorState) => s.blocks
const selectSurvey = (s: EditorState) => s.survey

/** The configurator's "Simulieren" panel: how many respondents and the seed, progress and cancel, then the paths. */
export function SimulationPanel() {
  const session = useSession()
  const view = useSnapshot(session.simulation.view)
  const blocks = useEditorState(selectBlocks)
  const survey = useEditorState(selectSurvey)
  const names = useMemo(() => namesOf({ blocks, survey }, uiLanguage), [blocks, survey])
  const [respondents, setRespondents] = useState(1000)
  const [seed, setSeed] = useState('1')
  const busy = view.phase === 'running' || view.phase === 'preparing'
  // A valtio ref (plain data): the snapshot says when it changed, the store holds it.
  const result = view.result ? session.simulation.view.result : null
  return (
    <div className="simulation-panel">
      <p>{t.intro}</p>
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
          <Button icon="stop" text={t.cancel} onClick={() => session.simulation.cancel()} />
        ) : (
          <Button
            icon="play"
            intent="primary"
            text={t.start}
            onClick={() => void session.simulate({ respondents, seed: Math.trunc(Number(seed) || 0) })}
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
            nameOf={(block) => names.block(survey.survey_id, block)}
            neverReached={result.neverReached}
            neverTaken={result.neverTaken}
            onShow={(block) => showBlock(session.ui, block)}
          />
        </>
      )}
    </div>
  )
}
