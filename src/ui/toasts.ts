/* eslint-disable no-restricted-imports -- the one toaster; its close button is named below */
import { type ActionProps, type Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core'
import { ui } from '../i18n'

/** docs/product/constants.md: a snackbar stays 5,000 ms unless said otherwise. */
export const TOAST_TIMEOUT_MS = 5000

let toaster: Promise<Toaster> | null = null

/** A close button named in the UI language (the toast closes after any action). */
const closeAction = () => ({ icon: 'cross', 'aria-label': ui.shell.bar.close }) as ActionProps

/**
 * Short confirmations after an action ("Dialog kopiert."), at the bottom like a snackbar.
 * Errors are not toasts: they stay on screen until closed (docs/product/states.md error banner).
 */
export function showToast(message: string, intent: Intent = 'success', timeout = TOAST_TIMEOUT_MS): void {
  toaster ??= OverlayToaster.createAsync({ position: Position.BOTTOM, maxToasts: 3 })
  void toaster.then((t) =>
    t.show({
      message,
      intent,
      timeout,
      icon: intent === 'success' ? 'tick' : undefined,
      // Blueprint names its own close button 'Close' in every language: an action closes the toast too.
      isCloseButtonShown: false,
      action: closeAction(),
    }),
  )
}
