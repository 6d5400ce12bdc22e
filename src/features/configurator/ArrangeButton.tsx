import { Button, ButtonGroup, Menu, MenuItem, Popover } from '@blueprintjs/core'
import { arrangeBlocks } from '@engine/index'
import type { LayoutDirection } from '@engine/graph'
import { useState } from 'react'
import { ui } from '../../i18n'
import { loadLayoutDirection, saveLayoutDirection } from './layoutDirectionStore'
import { compact } from './toolbarCompact'
import { useSession } from './useConfigurator'

const t = ui.configurator.toolbar
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage)

/**
 * "Automatisch anordnen" (one undo step) in the direction chosen in its menu: "In Spalten" (the
 * flow wrapped into columns side by side) or "Untereinander". The choice is remembered per
 * dialog; after arranging, the view shows the result.
 */
export function ArrangeButton({ disabled = false }: { disabled?: boolean }) {
  const session = useSession()
  const [direction, setDirection] = useState(() => loadLayoutDirection(storage(), session.surveyId))
  const arrange = (chosen: LayoutDirection) => {
    // The engine applies the arrangement at once (saving follows): show it right away.
    void session.execute(arrangeBlocks(chosen))
    session.view.fitView?.()
  }
  const choose = (chosen: LayoutDirection) => {
    setDirection(chosen)
    saveLayoutDirection(storage(), session.surveyId, chosen)
    arrange(chosen)
  }
  const menu = (
    <Menu role="listbox" aria-label={t.arrangeDirection}>
      {(['columns', 'down'] as const).map((d) => (
        <MenuItem
          key={d}
          icon={d === 'columns' ? 'column-layout' : 'layout-hierarchy'}
          text={t.arrangeDirections[d]}
          roleStructure="listoption"
          selected={direction === d}
          onClick={() => choose(d)}
        />
      ))}
    </Menu>
  )
  return (
    <ButtonGroup>
      <Button
        icon={direction === 'columns' ? 'column-layout' : 'layout-hierarchy'}
        text={t.arrange}
        {...compact(t.arrange)}
        title={`${t.arrange}: ${t.arrangeDirections[direction]}`}
        disabled={disabled}
        onClick={() => arrange(direction)}
      />
      <Popover content={menu} placement="bottom-end" disabled={disabled}>
        <Button icon="caret-down" aria-label={t.arrangeDirection} title={t.arrangeDirection} disabled={disabled} />
      </Popover>
    </ButtonGroup>
  )
}
