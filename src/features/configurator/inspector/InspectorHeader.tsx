import { Button, ButtonGroup, Tag } from '@blueprintjs/core'
import type { Block } from '@engine/index'
import { ui } from '../../../i18n'
import { copyBlockBeside } from '../addBlock'
import { useSession } from '../useConfigurator'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector

/** "Frage N", the type, and copy / delete (the workspace asks before deleting). */
export function InspectorHeader({ block }: { block: Block }) {
  const session = useSession()
  const id = block.unique_question_id

  const copy = () => copyBlockBeside(session, id)

  return (
    <header className="block-inspector-header">
      <h2>{t.title(block.order + 1)}</h2>
      <Tag minimal>{ui.configurator.blockTypes[block.type]}</Tag>
      <ButtonGroup>
        <Button icon="duplicate" aria-label={t.copy} title={t.copy} onClick={copy} />
        <Button
          icon="trash"
          intent="danger"
          aria-label={t.delete}
          title={t.delete}
          onClick={() => (session.ui.confirmDeleteId = id)}
        />
      </ButtonGroup>
    </header>
  )
}
