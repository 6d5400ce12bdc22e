import { Button, Callout } from '@blueprintjs/core'
import { namesOf } from '@engine/checks'
import type { EditorState } from '@engine/index'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui, uiLanguage } from '../../../i18n'
import { ChecksList } from '../../checks/ChecksList'
import { showBlock } from '../configuratorUi'
import { useBound, useEditorState, useSession } from '../useConfigurator'

const t = ui.checks
const identity = <T,>(value: T) => value
const selectBlocks = (s: EditorState) => s.blocks
const selectSurvey = (s: EditorState) => s.survey

/** The configurator's "Prüfen" tab: the dialog's checks, live, and the examples' cross-validation on demand. */
export function ChecksPanel() {
  const session = useSession()
  const problems = useBound(session.checks, identity)
  const blocks = useEditorState(selectBlocks)
  const survey = useEditorState(selectSurvey)
  const names = useMemo(() => namesOf({ blocks, survey }, uiLanguage), [blocks, survey])
  const { validation } = useSnapshot(session.checksView.view)
  const running = validation.phase === 'running'
  const actions = (
    <div className="checks-actions">
      <Button
        icon="lab-test"
        text={t.validate}
        title={t.validateHint}
        loading={running}
        disabled={running}
        onClick={() => void session.validateExamples()}
      />
      <span role="status" className="checks-status">
        {validation.phase === 'running'
          ? t.validating(validation.done, validation.total)
          : validation.phase === 'done'
            ? t.validated(validation.total)
            : null}
      </span>
      {validation.phase === 'failed' && (
        <Callout compact intent="danger">
          {t.validateFailed(validation.message)}
        </Callout>
      )}
    </div>
  )
  return (
    <ChecksList
      problems={problems}
      names={names}
      controls={session.checksView}
      actions={actions}
      onShow={(p) => p.block && showBlock(session.ui, p.block)}
    />
  )
}
