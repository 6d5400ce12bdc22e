import { MenuItem, type MenuItemProps } from '@blueprintjs/core'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/** A menu entry that is a real link (middle click, copy address) but navigates in the app. */
export function LinkMenuItem({ to, ...props }: Omit<MenuItemProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate()
  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate(to)
  }
  return <MenuItem {...props} href={to} onClick={onClick} />
}
