import { Icon, Tooltip } from '@blueprintjs/core'
import type { BlockMark } from './checksState'
import { ui } from '../../i18n'
import { SEVERITY_ICON, SEVERITY_INTENT } from './ChecksList'
import './checks.css'

/** A block's mark on the canvas: the worst problem's icon and how many it has. */
export function CheckMark({ mark }: { mark: BlockMark | undefined }) {
  if (!mark) return null
  const label = ui.checks.mark(mark.count, ui.checks.severity[mark.worst])
  return (
    <Tooltip content={label} placement="top">
      <span className={`check-mark check-mark-${mark.worst}`} role="img" aria-label={label}>
        <Icon icon={SEVERITY_ICON[mark.worst]} intent={SEVERITY_INTENT[mark.worst]} size={12} />
        {mark.count > 1 && <span>{mark.count}</span>}
      </span>
    </Tooltip>
  )
}
