import { namesOf } from '@engine/checks'
import type { EditorState } from '@engine/index'
import { useMemo } from 'react'
import { ui, uiLanguage } from '../../i18n'
import { showBlock } from '../configurator/configuratorUi'
import { useEditorState, useSession } from '../configurator/useConfigurator'
import { SimulationView } from './SimulationView'

const selectBlocks = (s: EditorState) => s.blocks
const selectSurvey = (s: EditorState) => s.survey

/** The configurator's "Simulieren" panel (docs/configurator.md "Simulieren"). */
export function SimulationPanel() {
  const session = useSession()
  const blocks = useEditorState(selectBlocks)
  const survey = useEditorState(selectSurvey)
  const names = useMemo(() => namesOf({ blocks, survey }, uiLanguage), [blocks, survey])
  return (
    <SimulationView
      run={session.simulation}
      start={(options) => void session.simulate(options)}
      intro={ui.simulation.intro}
      nameOf={(block) => names.block(survey.survey_id, block)}
      onShow={(block) => showBlock(session.ui, block)}
    />
  )
}
