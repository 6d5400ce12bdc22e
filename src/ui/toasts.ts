import { type Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core'

/** docs/product/constants.md: a snackbar stays 5,000 ms unless said otherwise. */
export const TOAST_TIMEOUT_MS = 5000

let toaster: Promise<Toaster> | null = null

/**
 * Short confirmations after an action ("Dialog kopiert."), at the bottom like a snackbar.
 * Errors are not toasts: they stay on screen until closed (docs/product/states.md error banner).
 */
export function showToast(message: string, intent: Intent = 'success', timeout = TOAST_TIMEOUT_MS): void {
  toaster ??= OverlayToaster.createAsync({ position: Position.BOTTOM, maxToasts: 3 })
  void toaster.then((t) => t.show({ message, intent, timeout, icon: intent === 'success' ? 'tick' : undefined }))
}
