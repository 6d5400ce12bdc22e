// Baseline a): an undo stack of whole-document deep copies, edits as immutable updates.
import type { Block } from '@engine/model'
import { type Edit, type PlainDocument, newBlockFields } from './script'

/** Renumbers block.order to the index in `order`; unchanged blocks keep identity. */
function withOrder(doc: PlainDocument, order: string[], extra: Record<string, Block> = {}): PlainDocument {
  const blocks: Record<string, Block> = { ...doc.blocks, ...extra }
  order.forEach((id, index) => {
    const block = blocks[id] as Block
    if (block.order !== index) blocks[id] = { ...block, order: index }
  })
  return { ...doc, blocks, order }
}

export function applyPlain(doc: PlainDocument, edit: Edit): PlainDocument {
  switch (edit.kind) {
    case 'context':
    case 'position': {
      const block = doc.blocks[edit.id] as Block
      const key = edit.kind === 'context' ? 'context' : 'position'
      return { ...doc, blocks: { ...doc.blocks, [edit.id]: { ...block, [key]: edit.value } } }
    }
    case 'create': {
      const order = [...doc.order]
      order.splice(Math.min(edit.order, order.length), 0, edit.id)
      return withOrder(doc, order, { [edit.id]: newBlockFields(edit, String(doc.survey.survey_id)) })
    }
    case 'move': {
      const order = doc.order.filter((id) => id !== edit.id)
      order.splice(Math.min(edit.to, order.length), 0, edit.id)
      return withOrder(doc, order)
    }
  }
}

export class SnapshotHistory {
  undoStack: PlainDocument[] = []
  redoStack: PlainDocument[] = []
  constructor(public doc: PlainDocument) {}

  execute(edit: Edit) {
    this.undoStack.push(structuredClone(this.doc))
    this.redoStack = []
    this.doc = applyPlain(this.doc, edit)
  }

  undo() {
    const previous = this.undoStack.pop()
    if (!previous) throw new Error('nothing to undo')
    this.redoStack.push(structuredClone(this.doc))
    this.doc = previous
  }

  redo() {
    const next = this.redoStack.pop()
    if (!next) throw new Error('nothing to redo')
    this.undoStack.push(structuredClone(this.doc))
    this.doc = next
  }
}
