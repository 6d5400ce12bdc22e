import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core'
import type { BlockType } from '@engine/index'
import { ui } from '../../i18n'
import { addBlock } from './addBlock'
import { BLOCK_TYPE_ICONS, BLOCK_TYPES } from './blockTypeIcons'
import { useSession } from './useConfigurator'
import { ReadOnlyTooltip, useViewingVersion } from './versions/ReadOnlyTooltip'

const t = ui.configurator

/** The palette: one entry per block type of docs/design/dialog-content.md. */
export function BlockTypeMenu({ onPick }: { onPick: (type: BlockType) => void }) {
  return (
    <Menu aria-label={t.toolbar.addBlock}>
      {BLOCK_TYPES.map((type) => (
        <MenuItem key={type} icon={BLOCK_TYPE_ICONS[type]} text={t.blockTypes[type]} onClick={() => onPick(type)} />
      ))}
    </Menu>
  )
}

export function AddBlockMenu() {
  const session = useSession()
  const viewing = useViewingVersion()
  const button = (
    <Button icon="add" intent="primary" text={t.toolbar.addBlock} endIcon="caret-down" disabled={viewing} />
  )
  if (viewing) return <ReadOnlyTooltip viewing>{button}</ReadOnlyTooltip>
  return (
    <Popover content={<BlockTypeMenu onPick={(type) => addBlock(session, type)} />} placement="bottom-start">
      {button}
    </Popover>
  )
}
