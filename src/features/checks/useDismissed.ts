import { snapshot, useSnapshot } from 'valtio'
import type { ChecksControls } from './checksState'

/**
 * The dismissed ids as one frozen array per change: valtio's `useSnapshot` hands every component
 * its own tracking proxy, which would make each canvas node miss the shared marks cache (and
 * `useSyncExternalStore` see a new mark on every read); `snapshot` is the same object for all.
 */
export function useDismissed(controls: ChecksControls): readonly string[] {
  void useSnapshot(controls.view).dismissed
  return snapshot(controls.view).dismissed
}
