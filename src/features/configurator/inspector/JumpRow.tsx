import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core'
import type { Connection } from '@engine/index'
import { useId } from 'react'
import { ui } from '../../../i18n'
import type { JumpTarget } from './useJumpTargets'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps

interface Props {
  jump: Connection
  label: string
  targets: readonly JumpTarget[]
  onRetarget(target: string): void
  onRemove(): void
}

/** One saved jump: its handle, a select to re-target it, and a remove button. */
export function JumpRow({ jump, label, targets, onRetarget, onRemove }: Props) {
  const id = useId()
  // Jumps to a deleted block stay in the state (docs/engine.md); show them so they can be fixed.
  const options = targets.some((o) => o.value === jump.target)
    ? targets
    : [...targets, { value: jump.target, label: t.missingTarget }]
  return (
    <li className="inspector-jump">
      <FormGroup label={label} labelFor={id}>
        <HTMLSelect
          id={id}
          fill
          value={jump.target}
          options={options}
          aria-label={t.targetOf(label)}
          onChange={(event) => onRetarget(event.currentTarget.value)}
        />
      </FormGroup>
      <Button icon="cross" variant="minimal" aria-label={t.remove(label)} title={t.remove(label)} onClick={onRemove} />
    </li>
  )
}
