import { Button, Menu, Popover } from '@blueprintjs/core'
import type { ReactNode } from 'react'

/**
 * A "…" button and the menu of actions it opens (the dashboard's cards, docs/app.md "Dashboard"): the actions stay out of
 * the way until asked for, so no card carries a red delete button.
 */
export function ActionsMenu({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Popover placement="bottom-end" content={<Menu aria-label={label}>{children}</Menu>}>
      <Button size="small" variant="minimal" icon="more" aria-label={label} title={label} loading={busy} />
    </Popover>
  )
}
