import { NonIdealState } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useBlock, useUi } from '../useConfigurator'
import { BlockFields } from './BlockFields'
import { InspectorHeader } from './InspectorHeader'
import { JumpsSection } from './JumpsSection'
import './inspector.css'

const configuratorInspector = ui.configuratorInspector

/** The side panel's "Block" tab: the selected block's fields and jumps, edited through engine commands. */
export function BlockInspector() {
  const { selectedId } = useUi()
  const block = useBlock(selectedId)
  if (!block) {
    return (
      <NonIdealState
        icon="select"
        title={ui.configurator.panels.noSelection}
        description={ui.configurator.panels.noSelectionText}
      />
    )
  }
  // Keyed by block: drafts (an invalid number, a half-typed jump) never carry over to another block.
  return (
    <section className="block-inspector" aria-label={configuratorInspector.label} key={block.unique_question_id}>
      <InspectorHeader block={block} />
      <BlockFields block={block} />
      <JumpsSection block={block} />
    </section>
  )
}
