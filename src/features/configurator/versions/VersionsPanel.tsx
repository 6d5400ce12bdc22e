import { Button, ButtonGroup, Callout, Icon, InputGroup, Switch, Tag } from '@blueprintjs/core'
import type { VersionItem } from '@engine/api/versions'
import { type EditorState, restoreVersion } from '@engine/index'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ref, useSnapshot } from 'valtio'
import { ui, uiLocale } from '../../../i18n'
import { formatDateTime } from '../../../i18n/formatDateTime'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useEditorState, usePending, useSession } from '../useConfigurator'
import { type BlockName, describeVersion, shortDescription, whenInWords } from './describeVersion'
import { VersionDifferences } from './VersionDifferences'
import { versionGroups } from './versionGroups'
import { loadVersion, loadVersionList, nameVersion, removeVersionName } from './loadVersion'
import { sessionsOf, type VersionPages, withName, withNewest, withOlder } from './versionPages'

const t = ui.configurator.versions
const h = ui.versionHistory
/** Saves arriving in a burst (typing, a colleague's autosaves) reload the list once. */
const RELOAD_AFTER_MS = 400

const selectBlocks = (s: EditorState) => s.blocks
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The list from the server a page at a time (versionPages.ts): the newest page read again when a
 * saved edit arrives (own or a colleague's, through the co-editing stream), older pages on request.
 */
function useVersionList() {
  const session = useSession()
  const { loggedVersion } = useSnapshot(session.coediting)
  const pending = usePending()
  const [pages, setPages] = useState<VersionPages | null>(null)
  const [failed, setFailed] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const loaded = useRef(false)
  const reload = useCallback(() => {
    loadVersionList(session.surveyId).then(
      (page) => {
        loaded.current = true
        setPages((previous) => withNewest(previous, page))
        setFailed(false)
      },
      () => setFailed(true),
    )
  }, [session])
  useEffect(() => {
    // Own saves settle (pending back to 0) even without a co-editing stream; a colleague's arrive as loggedVersion.
    if (pending > 0) return
    // The first load at once; later ones once per burst of saves.
    const timer = setTimeout(reload, loaded.current ? RELOAD_AFTER_MS : 0)
    return () => clearTimeout(timer)
  }, [reload, loggedVersion, pending])
  const loadOlder = async () => {
    if (pages?.older == null) return
    setLoadingOlder(true)
    try {
      const page = await loadVersionList(session.surveyId, pages.older)
      setPages((previous) => (previous ? withOlder(previous, page) : previous))
    } finally {
      setLoadingOlder(false)
    }
  }
  /** A version named (or its name removed) here: also in an older page, which is not read again. */
  const renamed = (version: number, name: string | null) =>
    setPages((previous) => previous && withName(previous, version, name))
  return { pages, failed, reload, loadOlder, loadingOlder, renamed }
}

interface EntryProps {
  item: VersionItem
  current: boolean
  shown: boolean
  blockName: BlockName
  /** For the head of a group: its author and how many versions it stands for. */
  group?: { who: string; count: number }
  onShow: () => void
  onName: () => void
  onRestore: () => void
  naming: string | null
  setNaming: (name: string | null) => void
  saveName: () => void
  detail?: boolean
}

function VersionEntry(p: EntryProps) {
  const { item } = p
  const v = item.version
  const when = whenInWords(item.created_on, h, new Date(), uiLocale)
  const lines = item.rebuildable ? shortDescription(describeVersion(item, p.blockName, h), h) : [t.beforeLog]
  return (
    <li
      aria-label={v === null ? t.what.legacy : t.version(v)}
      aria-current={p.shown ? 'true' : undefined}
      className={p.detail ? 'configurator-version configurator-version-detail' : 'configurator-version'}
    >
      <div className="configurator-version-title">
        {item.name ? <strong>{item.name}</strong> : <span>{when}</span>}
        {p.current && (
          <Tag minimal round>
            {h.current}
          </Tag>
        )}
      </div>
      {item.name && <div className="configurator-version-meta">{when}</div>}
      {p.group && (
        <div className="configurator-version-meta">
          <Icon icon="person" size={12} /> {p.group.who}
          {p.group.count > 1 && ` · ${h.versions(p.group.count)}`}
        </div>
      )}
      <ul className="configurator-version-what">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {v !== null && p.naming !== null ? (
        <form
          className="configurator-version-name"
          onSubmit={(e) => {
            e.preventDefault()
            p.saveName()
          }}
        >
          <InputGroup
            autoFocus
            small
            aria-label={t.nameLabel(v)}
            value={p.naming}
            maxLength={100}
            onChange={(e) => p.setNaming(e.target.value)}
          />
          <Button type="submit" small text={t.save} />
        </form>
      ) : (
        v !== null &&
        item.rebuildable && (
          <ButtonGroup minimal className="configurator-version-actions">
            <Button small icon="eye-open" text={t.show} onClick={p.onShow} />
            <Button small icon="tag" text={t.name} onClick={p.onName} />
            {!p.current && <Button small icon="history" text={t.restore} title={h.restoreHint} onClick={p.onRestore} />}
          </ButtonGroup>
        )
      )}
    </li>
  )
}

/**
 * The dialog's versions across sessions and colleagues (docs/design/coediting.md "Version history"),
 * as Google Docs lists them: one entry per stretch of an editing session, older versions folded
 * under it, named versions always on their own entry; each viewable read-only, nameable and
 * restorable (after a confirmation) as one edit.
 */
export function VersionsPanel() {
  const session = useSession()
  const { version: shown } = useSnapshot(session.ui)
  const { pages, failed, reload, loadOlder, loadingOlder, renamed } = useVersionList()
  const list = useMemo(() => (pages ? { version: pages.version, sessions: sessionsOf(pages) } : null), [pages])
  const blocks = useEditorState(selectBlocks)
  const blockName: BlockName = useCallback(
    (id) => {
      const block = id === null ? undefined : blocks.get(id)
      return block ? ui.configurator.block.label(block.order + 1) : h.someBlock
    },
    [blocks],
  )
  const [onlyNamed, setOnlyNamed] = useState(false)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const [naming, setNaming] = useState<{ version: number; name: string } | null>(null)
  const [restoring, setRestoring] = useState<VersionItem | null>(null)
  const [error, setError] = useState<string | null>(null)
  const groups = useMemo(() => (list ? versionGroups(list.sessions, onlyNamed) : []), [list, onlyNamed])

  const attempt = (action: () => Promise<unknown>) => {
    setError(null)
    action().catch((e: unknown) => setError(h.failed(message(e))))
  }
  const show = (item: VersionItem) =>
    attempt(async () => {
      if (item.version === null) return
      const doc = await loadVersion(session.surveyId, item.version)
      session.ui.version = { version: item.version, createdOn: item.created_on, doc: ref(doc), compare: false }
    })
  const saveName = () =>
    attempt(async () => {
      if (!naming) return
      const name = naming.name.trim()
      if (name) await nameVersion(session.surveyId, naming.version, name)
      else await removeVersionName(session.surveyId, naming.version)
      renamed(naming.version, name || null)
      setNaming(null)
      reload()
    })
  const restore = () => {
    const version = restoring?.version ?? null
    setRestoring(null)
    if (version === null) return
    attempt(async () => {
      const doc = await loadVersion(session.surveyId, version)
      // Back to the current dialog first: the restore is an edit of it (the view refuses edits).
      session.ui.version = null
      await session.execute(restoreVersion({ version, document: doc }))
      reload()
    })
  }

  if (failed) return <p className="configurator-muted">{t.loadFailed}</p>
  if (!list) return null
  const entry = (item: VersionItem, extra: Partial<EntryProps>) => {
    const v = item.version
    return (
      <VersionEntry
        key={v ?? item.created_on}
        item={item}
        current={v === list.version}
        shown={shown !== null && shown.version === v}
        blockName={blockName}
        onShow={() => show(item)}
        onName={() => v !== null && setNaming({ version: v, name: item.name ?? '' })}
        onRestore={() => setRestoring(item)}
        naming={naming !== null && naming.version === v ? naming.name : null}
        setNaming={(name) => setNaming(name === null || v === null ? null : { version: v, name })}
        saveName={saveName}
        {...extra}
      />
    )
  }
  return (
    <div className="configurator-versions">
      {shown && <VersionDifferences />}
      <Switch checked={onlyNamed} label={h.onlyNamed} onChange={(e) => setOnlyNamed(e.currentTarget.checked)} />
      {error && (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      )}
      {list.sessions.length === 0 && <p className="configurator-muted">{t.empty}</p>}
      {onlyNamed && groups.length === 0 && list.sessions.length > 0 && (
        <p className="configurator-muted">{h.noNamed}</p>
      )}
      <ol aria-label={ui.configurator.panels.versions}>
        {groups.flatMap((g) => {
          const expanded = open.has(g.key)
          const who = g.actorName ?? t.unknown
          const toggle = () =>
            setOpen((previous) => {
              const next = new Set(previous)
              if (expanded) next.delete(g.key)
              else next.add(g.key)
              return next
            })
          return [
            entry(g.head, { group: { who, count: 1 + g.rest.length } }),
            ...(g.rest.length > 0
              ? [
                  <li key={`${g.key}-toggle`} className="configurator-version-toggle">
                    <Button
                      minimal
                      small
                      icon={expanded ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={expanded}
                      text={expanded ? h.collapse : h.expand(g.rest.length)}
                      onClick={toggle}
                    />
                  </li>,
                ]
              : []),
            ...(expanded ? g.rest.map((item) => entry(item, { detail: true })) : []),
          ]
        })}
      </ol>
      {pages?.older != null && (
        <Button
          minimal
          small
          icon="history"
          loading={loadingOlder}
          text={h.loadOlder}
          onClick={() => attempt(loadOlder)}
        />
      )}
      <ConfirmDialog
        isOpen={restoring !== null}
        texts={{
          ...t.restoreConfirm,
          header:
            restoring?.version != null
              ? h.restoreHeader(restoring.version, formatDateTime(restoring.created_on))
              : t.restoreConfirm.header,
        }}
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </div>
  )
}
