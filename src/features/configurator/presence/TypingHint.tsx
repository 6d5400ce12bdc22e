import { ui } from '../../../i18n'
import { joinNames } from './presenceView'
import { useTypists } from './usePresence'

const t = ui.presence

/** "<Name> tippt …" under the inspector field a colleague is typing in. */
export function TypingHint({ blockId, field }: { blockId: string; field: string }) {
  const typists = useTypists(blockId, field)
  const first = typists[0]
  return (
    <span className="presence-typing" role="status" aria-live="polite">
      {first && (
        <>
          <span className="presence-typing-dot" style={{ background: first.color }} aria-hidden="true" />
          {t.typing(
            joinNames(
              typists.map((editor) => editor.name),
              t.and,
            ),
          )}
        </>
      )}
    </span>
  )
}
