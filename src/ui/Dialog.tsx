/* eslint-disable no-restricted-imports -- the wrapper that names the close button */
import {
  Dialog as BlueprintDialog,
  type DialogProps as BlueprintDialogProps,
  Button,
  Classes,
  H2,
  Icon,
  IconSize,
} from '@blueprintjs/core'
import { useId } from 'react'
import { ui } from '../i18n'

export interface DialogProps extends BlueprintDialogProps {
  /** The close button's accessible name; a respondent's dialog passes the dialog language's. */
  closeLabel?: string
}

/**
 * Blueprint's Dialog with a header whose close button is named in the catalogue's language
 * (Blueprint names it 'Close' in every language). Same props and markup as Blueprint's header;
 * every dialog of the app uses this one (eslint forbids Blueprint's Dialog, Drawer and OverlayToaster elsewhere in src/; Drawer.tsx is the drawer's twin).
 */
export function Dialog({
  title,
  icon,
  isCloseButtonShown,
  titleTagName: TitleTag = H2,
  closeLabel = ui.shell.bar.close,
  onClose,
  children,
  ...props
}: DialogProps) {
  const titleId = useId()
  if (title == null)
    return (
      <BlueprintDialog {...props} onClose={onClose}>
        {children}
      </BlueprintDialog>
    )
  return (
    <BlueprintDialog {...props} onClose={onClose} aria-labelledby={props['aria-labelledby'] ?? titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
        <TitleTag id={titleId}>{title}</TitleTag>
        {isCloseButtonShown !== false && (
          <Button
            aria-label={closeLabel}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon="small-cross"
            onClick={onClose}
            variant="minimal"
          />
        )}
      </div>
      {children}
    </BlueprintDialog>
  )
}
