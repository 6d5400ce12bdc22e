import { Button, Checkbox, Popover } from '@blueprintjs/core'
import type { EdgeVisibility } from '@engine/index'
import { useCallback } from 'react'
import { ui } from '../../i18n'
import { compact } from './toolbarCompact'
import { useEditorState, useSession } from './useConfigurator'

const t = ui.configurator.toolbar
const FLAGS: (keyof EdgeVisibility)[] = ['showConditionalJumps', 'showTriggersSource', 'showTriggersTarget']

/** docs/product/entities.md edge visibility per survey; a view preference, remembered, not undoable. */
export function EdgeToggles() {
  const session = useSession()
  const visibility = useEditorState(useCallback((s) => s.edgeVisibility, []))
  const panel = (
    <div className="configurator-edge-toggles">
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t[flag]}
          checked={visibility[flag]}
          onChange={(e) => session.editor.setEdgeVisibility({ [flag]: e.currentTarget.checked })}
        />
      ))}
    </div>
  )
  return (
    <Popover content={panel} placement="bottom-end">
      <Button icon="flow-linear" text={t.edges} {...compact(t.edges)} endIcon="caret-down" />
    </Popover>
  )
}
