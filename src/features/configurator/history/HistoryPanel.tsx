import { Icon } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useHistoryView, useSession } from '../useConfigurator'
import { formatHistoryTime } from './formatTime'
import { jumpInHistory } from './jumpInHistory'

const t = ui.configurator.history

/**
 * The edit history of this session (docs/product/entities.md history entry: title, subtitle, time HH:MM:SS),
 * oldest first, with the pointer; clicking an entry undoes or redoes up to it.
 */
export function HistoryPanel() {
  const session = useSession()
  const { entries, pointer } = useHistoryView()
  if (entries.length === 0) return <p className="configurator-muted">{t.empty}</p>
  return (
    <ol className="configurator-history" aria-label={ui.configurator.panels.history}>
      <li>
        <button
          type="button"
          className="configurator-history-item"
          aria-current={pointer === 0 ? 'step' : undefined}
          onClick={() => jumpInHistory(session, 0)}
        >
          <span className="configurator-history-title">{t.start}</span>
        </button>
      </li>
      {entries.map((entry, i) => {
        const time = formatHistoryTime(entry.time)
        const current = pointer === i + 1
        return (
          <li key={i} className={i + 1 > pointer ? 'configurator-history-undone' : undefined}>
            <button
              type="button"
              className="configurator-history-item"
              aria-current={current ? 'step' : undefined}
              aria-label={t.jumpTo(entry.title, time)}
              onClick={() => jumpInHistory(session, i + 1)}
            >
              <span className="configurator-history-title">
                {current && <Icon icon="arrow-right" size={12} title={t.pointer} />} {entry.title}
              </span>
              <span className="configurator-history-subtitle">{entry.subtitle}</span>
              <time className="configurator-history-time">{time}</time>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
