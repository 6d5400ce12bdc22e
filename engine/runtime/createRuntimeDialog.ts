import type { Block } from '../model/block'
import type { Connection } from '../model/connection'
import type { EditorState } from '../model/editorState'
import { type EditorSnapshot, toEditorState } from '../model/snapshot'
import type { Survey } from '../model/survey'

/** A dialog prepared for answering: blocks in order, jumps indexed by their source block. */
export interface RuntimeDialog {
  survey: Survey
  blocks: readonly Block[]
  /** Position of each block in `blocks`, by unique_question_id. */
  index: ReadonlyMap<string, number>
  /** Outgoing jumps per source block, in the order they were saved. */
  connections: ReadonlyMap<string, readonly Connection[]>
  /** docs/design/dialog-content.md: the block with start_page, otherwise the lowest order; null when empty. */
  startId: string | null
}

const isEditorState = (source: EditorSnapshot | EditorState): source is EditorState => 'blocks' in source

export function createRuntimeDialog(source: EditorSnapshot | EditorState): RuntimeDialog {
  const state = isEditorState(source) ? source : toEditorState(source)
  const blocks = state.blocks.values()
  const index = new Map(blocks.map((b, i) => [b.unique_question_id, i] as const))
  const connections = new Map<string, Connection[]>()
  for (const c of state.connections) {
    const list = connections.get(c.source)
    if (list) list.push(c)
    else connections.set(c.source, [c])
  }
  const start = blocks.find((b) => b.start_page) ?? blocks[0]
  return { survey: state.survey, blocks, index, connections, startId: start?.unique_question_id ?? null }
}

export function blockOf(dialog: RuntimeDialog, id: string | null): Block | undefined {
  if (id === null) return undefined
  const i = dialog.index.get(id)
  return i === undefined ? undefined : dialog.blocks[i]
}

/** A block's outgoing handles whose target exists: jumps to deleted blocks are ignored (docs/engine.md). */
export function jumpsOf(dialog: RuntimeDialog, id: string): readonly Connection[] {
  return (dialog.connections.get(id) ?? []).filter((c) => dialog.index.has(c.target))
}

/** The intent labels among a block's jumps (every handle but 'default'), each once, in saved order. */
export const intentHandles = (jumps: readonly Connection[]): string[] => [
  ...new Set(jumps.map((c) => c.handle).filter((h) => h !== 'default')),
]
