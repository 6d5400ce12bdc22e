import { ui } from '../../../i18n'
import { initialsOf, joinNames } from './presenceView'
import { useSelectors } from './usePresence'

const t = ui.presence

/**
 * A coloured ring around a canvas node a colleague has selected, with their initials on a tab
 * (names on hover). Drawn over the node, not as its border, so the node keeps its measured size
 * and its handles stay where React Flow computed them.
 */
export function PresenceRing({ blockId }: { blockId: string }) {
  const selectors = useSelectors(blockId)
  const first = selectors[0]
  if (!first) return null
  const label = t.selected(
    joinNames(
      selectors.map((editor) => editor.name),
      t.and,
    ),
  )
  return (
    <div className="presence-ring" style={{ borderColor: first.color }} title={label}>
      <span className="presence-ring-tags" role="img" aria-label={label}>
        {selectors.map((editor) => (
          <span key={editor.user_id} className="presence-ring-tag" style={{ background: editor.color }}>
            {initialsOf(editor.name)}
          </span>
        ))}
      </span>
    </div>
  )
}
