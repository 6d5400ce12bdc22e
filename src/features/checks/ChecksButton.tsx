import { Button, Icon } from '@blueprintjs/core'
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
  const worst = counts.error > 0 ? 'error' : counts.warning > 0 ? 'warning' : counts.hint > 0 ? 'hint' : 'none'
  // The colour sits on the icon and the count, never on the text: Blueprint's warning text on a
  // button fails the contrast check (axe, canvas.spec.ts). In a narrow toolbar the text gives way
  // to the icon like the view buttons' (toolbarCompact.ts); the count stays.
  return (
    <Button
      className="toolbar-compact"
      icon={
        <Icon
          icon={worst === 'error' ? 'error' : worst === 'warning' ? 'warning-sign' : 'tick-circle'}
          intent={worst === 'error' ? 'danger' : worst === 'warning' ? 'warning' : 'none'}
        />
      }
      endIcon={total > 0 ? <span className={`checks-badge checks-badge-${worst}`}>{total}</span> : undefined}
      text={t.button}
      title={t.button}
      active={active}
      aria-pressed={active}
      aria-label={t.buttonLabel(counts.error, counts.warning, counts.hint)}
      onClick={onClick}
    />
  )
}
