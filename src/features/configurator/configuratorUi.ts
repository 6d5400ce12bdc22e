import { proxy } from 'valtio'

export type ConfiguratorView = 'canvas' | 'list'
export type SidePanel = 'block' | 'settings' | 'exit' | 'history'

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
}

export function createConfiguratorUi(): ConfiguratorUi {
  return proxy<ConfiguratorUi>({
    selectedId: null,
    selectedEdgeId: null,
    view: 'canvas',
    panel: 'block',
    focus: null,
    confirmDeleteId: null,
  })
}

/** Selects a block, shows it in the inspector and asks the canvas to bring it into view. */
export function focusBlock(ui: ConfiguratorUi, id: string): void {
  ui.selectedId = id
  ui.panel = 'block'
  ui.focus = { id, seq: (ui.focus?.seq ?? 0) + 1 }
}
