import type { PresentEditor } from '@engine/api/coediting'
import { ui } from '../../../i18n'
import { joinNames } from './presenceView'
import { useSelectors } from './usePresence'

const t = ui.presence

/** The names of the colleagues on a block, each on a tab in their colour; the whole sentence for hover and screen readers. */
function Tags({ selectors, className }: { selectors: PresentEditor[]; className: string }) {
  const label = t.selected(
    joinNames(
      selectors.map((editor) => editor.name),
      t.and,
    ),
  )
  return (
    <span className={className} role="img" aria-label={label} title={label}>
      {selectors.map((editor) => (
        <span key={editor.user_id} className="presence-ring-tag" style={{ background: editor.color }}>
          {editor.name}
        </span>
      ))}
    </span>
  )
}

/**
 * A coloured ring around a canvas node a colleague has selected, with their name on a tab next
 * to it (issue #28: initials alone were easy to miss). Drawn over the node, not as its border, so the node keeps its measured size
 * and its handles stay where React Flow computed them.
 */
export function PresenceRing({ blockId }: { blockId: string }) {
  const selectors = useSelectors(blockId)
  const first = selectors[0]
  if (!first) return null
  return (
    <div className="presence-ring" style={{ borderColor: first.color }}>
      <Tags selectors={selectors} className="presence-ring-tags" />
    </div>
  )
}

/** The same name tabs in a row of the list view. */
export function PresenceTags({ blockId }: { blockId: string }) {
  const selectors = useSelectors(blockId)
  return selectors.length > 0 ? <Tags selectors={selectors} className="presence-row-tags" /> : null
}
