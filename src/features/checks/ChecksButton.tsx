import { Button } from '@blueprintjs/core'
import type { Problem } from '@engine/checks'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { type ChecksControls, countBySeverity, shownProblems } from './checksState'

const t = ui.checks

/** The toolbar's "Prüfen" with the count of what the list shows, coloured by the worst. */
export function ChecksButton({
  problems,
  controls,
  active,
  onClick,
}: {
  problems: readonly Problem[]
  controls: ChecksControls
  active: boolean
  onClick(): void
}) {
  const { dismissed } = useSnapshot(controls.view)
  const counts = countBySeverity(shownProblems(problems, dismissed))
  const total = counts.error + counts.warning + counts.hint
  const intent = counts.error > 0 ? 'danger' : counts.warning > 0 ? 'warning' : 'none'
  return (
    <Button
      icon={counts.error > 0 ? 'error' : counts.warning > 0 ? 'warning-sign' : 'tick-circle'}
      intent={intent}
      active={active}
      aria-pressed={active}
      aria-label={t.buttonLabel(counts.error, counts.warning, counts.hint)}
      onClick={onClick}
    >
      {t.button}
      {total > 0 && <span className="checks-badge">{total}</span>}
    </Button>
  )
}
