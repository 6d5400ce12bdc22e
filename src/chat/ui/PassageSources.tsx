import type { ChatHistoryEntry } from '@engine/model'
import { ui } from '../../i18n'

const t = ui.live.chat

type Sources = NonNullable<ChatHistoryEntry['sources']>

/**
 * Testen: where a qa answer comes from (docs/runtime.md), one line per passage under the bubble;
 * opening a line shows the passage as the document has it.
 */
export function PassageSources({ sources }: { sources: Sources }) {
  return (
    <div className="live-sources" role="group" aria-label={t.sources}>
      {sources.map((source) => (
        <details key={`${source.filename_db}-${source.section}`} className="live-source">
          <summary>{t.source(source)}</summary>
          <blockquote>{source.text}</blockquote>
        </details>
      ))}
    </div>
  )
}
