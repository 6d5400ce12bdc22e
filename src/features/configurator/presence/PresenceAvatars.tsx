import { Tooltip } from '@blueprintjs/core'
import type { PresentEditor } from '@engine/api/coediting'
import { ui } from '../../../i18n'
import { firstNameOf, initialsOf } from './presenceView'
import { useColleagues } from './usePresence'
import './presence.css'

const t = ui.presence

/** More avatars than this would crowd the toolbar; the rest are one "+N" named on hover. */
const SHOWN = 5

function Avatar({ editor }: { editor: PresentEditor }) {
  const label = t.avatar(editor.name)
  return (
    <li>
      <Tooltip content={label} placement="bottom">
        <span
          className="presence-chip"
          style={{ borderColor: editor.color }}
          role="img"
          aria-label={label}
          tabIndex={0}
        >
          <span className="presence-avatar" style={{ background: editor.color }} aria-hidden="true">
            {initialsOf(editor.name)}
          </span>
          <span className="presence-chip-name" aria-hidden="true">
            {firstNameOf(editor.name)}
          </span>
        </span>
      </Tooltip>
    </li>
  )
}

/**
 * Everyone else who has the dialog open, each as a chip in their colour with initials and first
 * name (compact, so the toolbar keeps its row; the full name on hover); nothing when alone.
 */
export function PresenceAvatars() {
  const colleagues = useColleagues()
  if (colleagues.length === 0) return null
  const shown = colleagues.slice(0, SHOWN)
  const rest = colleagues.slice(SHOWN)
  return (
    <ul className="presence-avatars" aria-label={t.others}>
      {shown.map((editor) => (
        <Avatar key={editor.user_id} editor={editor} />
      ))}
      {rest.length > 0 && (
        <li>
          <Tooltip content={rest.map((editor) => editor.name).join(', ')} placement="bottom">
            <span
              className="presence-avatar presence-avatar-more"
              role="img"
              aria-label={`${t.more(rest.length)}: ${rest.map((editor) => editor.name).join(', ')}`}
              tabIndex={0}
            >
              +{rest.length}
            </span>
          </Tooltip>
        </li>
      )}
    </ul>
  )
}
