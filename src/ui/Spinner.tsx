/* eslint-disable no-restricted-imports -- the wrapper that names the spinner */
import { Spinner as BlueprintSpinner, type SpinnerProps as BlueprintSpinnerProps } from '@blueprintjs/core'

export type SpinnerProps = Omit<BlueprintSpinnerProps, 'aria-label'> &
  (
    | {
        /** What is loading, from the catalogue: the progress bar's accessible name. */
        label: string
        decorative?: never
      }
    | {
        /** Beside a visible text that already says what happens (a status "Speichern …"): hidden from screen readers. */
        decorative: true
        label?: never
      }
  )

/**
 * Blueprint's Spinner names itself "loading" in every language; this one carries a catalogue
 * label or is hidden beside a text that says it. Every spinner of the app uses this one (eslint
 * forbids Blueprint's Spinner elsewhere in src/, as it does Dialog and Drawer).
 */
export function Spinner({ label, decorative, ...props }: SpinnerProps) {
  if (decorative) return <BlueprintSpinner {...props} aria-label={undefined} aria-hidden />
  return <BlueprintSpinner {...props} aria-label={label} />
}
