import type { Document } from '@engine/changes'
import { proxy } from 'valtio'

export type ConfiguratorView = 'canvas' | 'list'
export type SidePanel = 'block' | 'checks' | 'simulation' | 'settings' | 'exit' | 'history' | 'versions'

/** A past version shown read-only on the canvas (issue #21); `doc` is kept out of the proxy with valtio's `ref`. */
export interface VersionView {
  version: number
  createdOn: string
  doc: Document
  compare: boolean
}

/** View state of the configurator: never undoable, never saved on the server. */
export interface ConfiguratorUi {
  selectedId: string | null
  /** A selected jump or trigger edge on the canvas (Delete removes it). */
  selectedEdgeId: string | null
  view: ConfiguratorView
  panel: SidePanel
  /** Bumped to make the canvas centre a block (search, keyboard), even the same one twice. */
  focus: { id: string; seq: number } | null
  /** The block whose delete waits for confirmation. */
  confirmDeleteId: string | null
  /** The past version on the canvas instead of the current dialog, or null. */
  version: VersionView | null
}

export function createConfiguratorUi(): ConfiguratorUi {
  return proxy<ConfiguratorUi>({
    selectedId: null,
    selectedEdgeId: null,
    view: 'canvas',
    panel: 'block',
    focus: null,
    confirmDeleteId: null,
    version: null,
  })
}

/** Selects a block, shows it in the inspector and asks the canvas to bring it into view. */
export function focusBlock(ui: ConfiguratorUi, id: string): void {
  showBlock(ui, id)
  ui.panel = 'block'
}

/** Selects a block and brings it into view, leaving the side panel as it is (a click in the "Prüfen" list). */
export function showBlock(ui: ConfiguratorUi, id: string): void {
  ui.selectedId = id
  ui.selectedEdgeId = null
  ui.focus = { id, seq: (ui.focus?.seq ?? 0) + 1 }
}
