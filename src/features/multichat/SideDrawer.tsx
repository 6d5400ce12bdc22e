import { Position } from '@blueprintjs/core'
import { Drawer, type DrawerProps } from '../../ui/Drawer'

/**
 * A panel of the multichat editor (Prüfen, Simulieren, the test chat) on the canvas's right edge,
 * below the toolbar: rendered in the page's `.mce-body`, not in a portal over the whole window, so
 * the toolbar stays whole and usable while it is open (docs/configurator.md "Prüfen"). No backdrop, and
 * the focus is not held: the canvas beside it stays usable, as the configurator's side panel does.
 */
export function SideDrawer(props: Omit<DrawerProps, 'position' | 'hasBackdrop' | 'usePortal'>) {
  return (
    <Drawer
      size="420px"
      canOutsideClickClose={false}
      enforceFocus={false}
      {...props}
      position={Position.RIGHT}
      hasBackdrop={false}
      usePortal={false}
    />
  )
}
