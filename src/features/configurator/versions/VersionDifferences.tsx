import { compareDocuments } from '@engine/versions'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { shortPreview } from '../blockPreview'
import { useSession } from '../useConfigurator'
import { comparisonRows } from './describeVersion'

const t = ui.configurator.versions

/** "Vergleichen": what differs between the version shown and the current dialog, as a list in words. */
export function VersionDifferences() {
  const session = useSession()
  const { version } = useSnapshot(session.ui)
  const doc = session.ui.version?.doc
  const rows = useMemo(() => {
    if (!doc) return null
    const now = session.editor.getState()
    const diff = compareDocuments(doc, now)
    // "Frage 2: Wie heißen Sie?" – numbered as in the current dialog, or as in the version for a block removed since.
    const blockName = (id: string | null) => {
      const block = (id !== null && (now.blocks.get(id) ?? doc.blocks.get(id))) || undefined
      if (!block) return ui.versionHistory.someBlock
      const preview = shortPreview(block.context)
      return preview
        ? ui.configuratorInspector.jumps.blockOption(block.order + 1, preview)
        : ui.configurator.block.label(block.order + 1)
    }
    const conditionNumber = (id: string) => {
      const index = now.exitConditions.findIndex((c) => c.id === id)
      return (index >= 0 ? index : doc.exitConditions.findIndex((c) => c.id === id)) + 1
    }
    return comparisonRows(diff, blockName, conditionNumber, t, ui.versionHistory)
  }, [doc, session])
  if (!version?.compare || !rows) return null
  return (
    <section aria-label={t.compareTitle} className="configurator-version-diff">
      <h3>{t.compareTitle}</h3>
      {rows.length === 0 ? (
        <p className="configurator-muted">{t.noDifference}</p>
      ) : (
        <ul>
          {rows.map(([what, how], i) => (
            <li key={i}>
              {what} – {how}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
