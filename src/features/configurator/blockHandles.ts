import type { Block, Connection } from '@engine/index'
import { ui } from '../../i18n'

export interface BlockHandle {
  /** The connection's `handle`: an option id, a range, an intent label, 'na' or 'default'. */
  id: string
  label: string
  kind: 'option' | 'range' | 'intent' | 'default'
}

/** The handle taken when nothing else matches; its label is the UI language's ("Standard", "Default"). */
export const DEFAULT_HANDLE: BlockHandle = {
  id: 'default',
  label: ui.configurator.canvas.defaultHandle,
  kind: 'default',
}

/** How the handles of a type are named, and whether the editor may add free ones (docs/design/dialog-content.md). */
export const handleKindOf = (type: Block['type']): BlockHandle['kind'] | null =>
  type === 'single_choice' || type === 'multiple_choice'
    ? 'option'
    : type === 'likert' || type === 'number'
      ? 'range'
      : type === 'open'
        ? 'intent'
        : null

/**
 * The outgoing handles of a block, in the order the canvas draws them: choice blocks have one
 * per option; likert and number blocks one per saved range; open blocks one per saved intent;
 * every block has 'default' (taken when nothing else matches), last.
 */
export function blockHandles(block: Block, jumps: readonly Connection[]): BlockHandle[] {
  const kind = handleKindOf(block.type)
  const handles: BlockHandle[] = []
  if (kind === 'option') {
    for (const option of block.options ?? []) handles.push({ id: option.id, label: option.label || option.id, kind })
  }
  if (kind) {
    const known = new Set(handles.map((h) => h.id))
    for (const jump of jumps) {
      if (jump.handle === 'default' || known.has(jump.handle)) continue
      known.add(jump.handle)
      handles.push({
        id: jump.handle,
        label: jump.handle === 'na' ? ui.configurator.canvas.naHandle : jump.handle,
        kind: kind === 'option' ? 'option' : kind,
      })
    }
  }
  handles.push(DEFAULT_HANDLE)
  return handles
}

/** The jumps leaving one block (the state keeps all jumps of the dialog in one list). */
export const jumpsFrom = (connections: readonly Connection[], id: string) => connections.filter((c) => c.source === id)
