import { Button, ButtonGroup, InputGroup, Intent } from '@blueprintjs/core'
import type { VersionItem, VersionListResponse } from '@engine/api/versions'
import { restoreVersion } from '@engine/index'
import { useCallback, useEffect, useState } from 'react'
import { ref, useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useSession } from '../useConfigurator'
import { VersionDifferences } from './VersionDifferences'
import { loadVersion, loadVersionList, nameVersion, removeVersionName } from './loadVersion'

const t = ui.configurator.versions

const when = (iso: string) => new Date(iso).toLocaleString()

function whatOf(item: VersionItem): string {
  if (item.what.length === 0) return t.what.legacy
  const [first] = item.what
  if (!first) return t.what.legacy
  const text = `${t.what[first.type]} ${t.what[first.change]}`.trim()
  return item.what.length > 1 ? `${text} (+${item.what.length - 1})` : text
}

/**
 * The dialog's versions across sessions and colleagues (docs/design/coediting.md "Version history"):
 * grouped into sessions, each version viewable read-only, nameable and restorable as one edit.
 */
export function VersionsPanel() {
  const session = useSession()
  const { version: shown } = useSnapshot(session.ui)
  const [list, setList] = useState<VersionListResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [naming, setNaming] = useState<{ version: number; name: string } | null>(null)
  const [restoring, setRestoring] = useState<number | null>(null)

  const reload = useCallback(() => {
    loadVersionList(session.surveyId).then(
      (l) => {
        setList(l)
        setFailed(false)
      },
      () => setFailed(true),
    )
  }, [session])
  useEffect(reload, [reload])

  const show = async (item: VersionItem) => {
    if (item.version === null) return
    const doc = await loadVersion(session.surveyId, item.version)
    session.ui.version = { version: item.version, createdOn: item.created_on, doc: ref(doc), compare: false }
  }
  const saveName = async () => {
    if (!naming) return
    if (naming.name.trim()) await nameVersion(session.surveyId, naming.version, naming.name.trim())
    else await removeVersionName(session.surveyId, naming.version)
    setNaming(null)
    reload()
  }
  const restore = async () => {
    const version = restoring
    setRestoring(null)
    if (version === null) return
    const doc = await loadVersion(session.surveyId, version)
    const result = await session.run(restoreVersion({ version, document: doc }))
    if (result.ok) session.ui.version = null
    reload()
  }

  if (failed) return <p className="configurator-muted">{t.loadFailed}</p>
  if (!list) return null
  return (
    <div className="configurator-versions">
      {shown && <VersionDifferences />}
      {list.sessions.length === 0 && <p className="configurator-muted">{t.empty}</p>}
      {list.sessions.map((s) => (
        <section key={`${s.from}-${s.versions[0]?.version}`} className="configurator-version-session">
          <h3>{t.session(s.actor_name ?? t.unknown, when(s.from), when(s.to))}</h3>
          <ol aria-label={t.session(s.actor_name ?? t.unknown, when(s.from), when(s.to))}>
            {s.versions.map((item, i) => {
              const v = item.version
              return (
                <li
                  key={v ?? `legacy-${i}`}
                  aria-label={v === null ? t.what.legacy : t.version(v)}
                  aria-current={shown?.version === v ? 'true' : undefined}
                >
                  <div className="configurator-history-title">
                    {v === null ? t.what.legacy : t.version(v)}
                    {item.name && <strong> „{item.name}“</strong>}
                  </div>
                  <div className="configurator-history-subtitle">{item.rebuildable ? whatOf(item) : t.beforeLog}</div>
                  <time className="configurator-history-time">{when(item.created_on)}</time>
                  {v !== null && naming?.version === v ? (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault()
                        void saveName()
                      }}
                    >
                      <InputGroup
                        autoFocus
                        aria-label={t.nameLabel(v)}
                        value={naming.name}
                        maxLength={100}
                        onChange={(e) => setNaming({ version: v, name: e.target.value })}
                      />
                      <Button type="submit" small text={t.save} />
                    </form>
                  ) : (
                    v !== null &&
                    item.rebuildable && (
                      <ButtonGroup minimal>
                        <Button small text={t.show} onClick={() => void show(item)} />
                        <Button small text={t.name} onClick={() => setNaming({ version: v, name: item.name ?? '' })} />
                        {v !== list.version && (
                          <Button small intent={Intent.WARNING} text={t.restore} onClick={() => setRestoring(v)} />
                        )}
                      </ButtonGroup>
                    )
                  )}
                </li>
              )
            })}
          </ol>
        </section>
      ))}
      <ConfirmDialog
        isOpen={restoring !== null}
        intent="warning"
        texts={t.restoreConfirm}
        onConfirm={() => void restore()}
        onClose={() => setRestoring(null)}
      />
    </div>
  )
}
