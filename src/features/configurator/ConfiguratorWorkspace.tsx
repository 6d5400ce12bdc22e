import { useMemo } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ui as uiTexts } from '../../i18n'
import { deleteBlock } from '@engine/index'
import { useSnapshot } from 'valtio'
import { DialogCanvas } from './canvas/DialogCanvas'
import { ConfiguratorToolbar } from './ConfiguratorToolbar'
import { PresenceContext } from './presence/presencePort'
import { sessionPresence } from './presence/sessionPresence'
import { useSelectionReport } from './presence/useSelectionReport'
import { BlockList } from './list/BlockList'
import { SidePanel } from './SidePanel'
import { useSession } from './useConfigurator'
import { useEditorShortcuts } from './useEditorShortcuts'
import { VersionBanner } from './versions/VersionBanner'
import { VersionCanvas } from './versions/VersionCanvas'

const t = uiTexts.configurator

/** Toolbar on top, the graph (or the list) in the middle, the side panel on the right; colleagues live on the dialog. */
export function ConfiguratorWorkspace() {
  const session = useSession()
  const ui = useSnapshot(session.ui)
  useEditorShortcuts(session)
  const presence = useMemo(() => sessionPresence(session), [session])
  useSelectionReport(session.ui, presence)

  const confirmDelete = () => {
    const id = session.ui.confirmDeleteId
    session.ui.confirmDeleteId = null
    if (!id) return
    if (session.ui.selectedId === id) session.ui.selectedId = null
    void session.execute(deleteBlock({ unique_question_id: id }))
  }

  return (
    <PresenceContext.Provider value={presence}>
      <main className="configurator">
        <h1 className="sr-only">{t.title}</h1>
        <ConfiguratorToolbar />
        <div className="configurator-body">
          <section
            className={
              ui.version && session.ui.version ? 'configurator-main configurator-main-version' : 'configurator-main'
            }
            aria-label={ui.view === 'canvas' ? t.canvas.label : t.list.label}
          >
            {ui.version && session.ui.version ? (
              <>
                <VersionBanner />
                <VersionCanvas
                  doc={session.ui.version.doc}
                  current={ui.version?.compare ? session.editor.getState() : null}
                />
              </>
            ) : ui.view === 'canvas' ? (
              <DialogCanvas />
            ) : (
              <BlockList />
            )}
          </section>
          <SidePanel />
        </div>
        <ConfirmDialog
          isOpen={ui.confirmDeleteId !== null}
          intent="danger"
          texts={t.block.deleteConfirm}
          onConfirm={confirmDelete}
          onClose={() => (session.ui.confirmDeleteId = null)}
        />
      </main>
    </PresenceContext.Provider>
  )
}
