import { namesOf } from '@engine/checks'
import { createRuntimeDialog, type EditorState, unvisited } from '@engine/index'
import { Button, Callout, SegmentedControl } from '@blueprintjs/core'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui, uiLanguage } from '../../i18n'
import { showBlock } from '../configurator/configuratorUi'
import { useEditorState, useSession } from '../configurator/useConfigurator'
import { PathsReport } from '../paths/PathsReport'
import { SimulationView } from './SimulationView'

const selectBlocks = (s: EditorState) => s.blocks
const selectSurvey = (s: EditorState) => s.survey
const selectConnections = (s: EditorState) => s.connections
const t = ui.paths

/**
 * The configurator's "Simulieren" panel (docs/configurator.md "Simulieren"): simulated respondents,
 * or the dialog's real ones, in one table and one heat map on the canvas.
 */
export function SimulationPanel() {
  const session = useSession()
  const blocks = useEditorState(selectBlocks)
  const survey = useEditorState(selectSurvey)
  const connections = useEditorState(selectConnections)
  const names = useMemo(() => namesOf({ blocks, survey }, uiLanguage), [blocks, survey])
  const nameOf = (block: string) => names.block(survey.survey_id, block)
  const onShow = (block: string) => showBlock(session.ui, block)
  const real = useSnapshot(session.respondentPaths.view)
  // A valtio ref (plain data): the snapshot says when it changed, the store holds it.
  const picture = real.picture ? session.respondentPaths.view.picture : null
  // Recomputed when the picture or the dialog's blocks and jumps change (the editor state holds them).
  const missed = useMemo(
    () => (picture ? unvisited([createRuntimeDialog(session.editor.getState())], picture) : null),
    [picture, blocks, connections, session],
  )
  return (
    <div className="simulation-source">
      <SegmentedControl
        aria-label={t.sourceLabel}
        small
        fill
        value={real.source}
        options={[
          { label: t.sourceSimulated, value: 'simulated' },
          { label: t.sourceReal, value: 'real' },
        ]}
        onValueChange={(value) => session.respondentPaths.show(value === 'real' ? 'real' : 'simulated')}
      />
      {real.source === 'simulated' ? (
        <SimulationView
          run={session.simulation}
          start={(options) => void session.simulate(options)}
          intro={ui.simulation.intro}
          nameOf={nameOf}
          onShow={onShow}
        />
      ) : (
        <div className="simulation-panel">
          <p>{t.realIntro}</p>
          <Button
            icon="refresh"
            text={t.realReload}
            loading={real.phase === 'loading'}
            onClick={() => void session.respondentPaths.load()}
          />
          <div role="status" className="simulation-status">
            {real.phase === 'loading' && t.realLoading}
          </div>
          {real.phase === 'failed' && (
            <Callout compact intent="danger">
              {t.realFailed(real.message)}
            </Callout>
          )}
          {picture && missed && (
            <PathsReport
              picture={picture}
              nameOf={nameOf}
              neverReached={missed.neverReached}
              neverTaken={missed.neverTaken}
              onShow={onShow}
            />
          )}
        </div>
      )}
    </div>
  )
}
