import { compareDocuments } from '@engine/versions'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'

const t = ui.configurator.versions

/** "Vergleichen": what differs between the version shown and the current dialog, as a list. */
export function VersionDifferences() {
  const session = useSession()
  const { version } = useSnapshot(session.ui)
  const doc = session.ui.version?.doc
  const diff = useMemo(() => (doc ? compareDocuments(doc, session.editor.getState()) : null), [doc, session])
  if (!version?.compare || !diff) return null
  const label = (id: string) => doc?.blocks.get(id)?.context || session.editor.getState().blocks.get(id)?.context || id
  const rows: [string, string][] = [
    ...diff.blocks.added.map((id) => [label(id), t.added] as [string, string]),
    ...diff.blocks.removed.map((id) => [label(id), t.removed] as [string, string]),
    ...diff.blocks.changed.map((c) => [label(c.id), `${t.changed}: ${c.fields.join(', ')}`] as [string, string]),
    ...diff.settings.map((k) => [`${t.settings}: ${k}`, t.changed] as [string, string]),
    ...[...diff.connections.added, ...diff.connections.removed, ...diff.connections.changed].map(
      (k) => [`${t.jumps}: ${k}`, t.changed] as [string, string],
    ),
    ...[...diff.exitConditions.added, ...diff.exitConditions.removed, ...diff.exitConditions.changed].map(
      (k) => [`${t.conditions}: ${k}`, t.changed] as [string, string],
    ),
  ]
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
