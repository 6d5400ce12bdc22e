/* eslint-disable no-restricted-imports -- the wrapper that names the close button */
import {
  Drawer as BlueprintDrawer,
  type DrawerProps as BlueprintDrawerProps,
  Button,
  Classes,
  H4,
  Icon,
  IconSize,
} from '@blueprintjs/core'
import { ui } from '../i18n'

export interface DrawerProps extends BlueprintDrawerProps {
  /** The close button's accessible name (default: the UI language's). */
  closeLabel?: string
}

/** Blueprint's Drawer with its header's close button named in the catalogue's language (see Dialog.tsx). */
export function Drawer({
  title,
  icon,
  isCloseButtonShown,
  closeLabel = ui.shell.bar.close,
  onClose,
  children,
  ...props
}: DrawerProps) {
  if (title == null)
    return (
      <BlueprintDrawer {...props} onClose={onClose}>
        {children}
      </BlueprintDrawer>
    )
  return (
    <BlueprintDrawer {...props} onClose={onClose}>
      <div className={Classes.DRAWER_HEADER}>
        <Icon icon={icon} size={IconSize.LARGE} />
        <H4>{title}</H4>
        {isCloseButtonShown !== false && (
          <Button
            aria-label={closeLabel}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon="small-cross"
            size="large"
            onClick={onClose}
            variant="minimal"
          />
        )}
      </div>
      {children}
    </BlueprintDrawer>
  )
}
