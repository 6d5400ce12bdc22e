// Baseline b): Yjs, a Y.Map of blocks (each a Y.Map), the order in a Y.Array, Y.UndoManager.
import * as Y from 'yjs'
import { type Edit, type PlainDocument, newBlockFields } from './script'

function blockMap(fields: object): Y.Map<unknown> {
  const map = new Y.Map<unknown>()
  for (const [key, value] of Object.entries(fields)) map.set(key, value)
  return map
}

export class YjsHistory {
  doc = new Y.Doc()
  blocks = this.doc.getMap<Y.Map<unknown>>('blocks')
  order = this.doc.getArray<string>('order')
  undoManager: Y.UndoManager

  constructor(
    initial: PlainDocument,
    private surveyId = String(initial.survey.survey_id),
  ) {
    this.doc.transact(() => {
      for (const id of initial.order) this.blocks.set(id, blockMap(initial.blocks[id] as object))
      this.order.push([...initial.order])
    }, 'load')
    // Created after loading, and 'load' is not a tracked origin: the initial document is not undoable.
    this.undoManager = new Y.UndoManager([this.blocks, this.order], { captureTimeout: 0 })
  }

  execute(edit: Edit) {
    this.doc.transact(() => {
      switch (edit.kind) {
        case 'context':
        case 'position':
          this.blocks.get(edit.id)?.set(edit.kind, edit.value)
          return
        case 'create':
          this.blocks.set(edit.id, blockMap(newBlockFields(edit, this.surveyId)))
          this.order.insert(Math.min(edit.order, this.order.length), [edit.id])
          return
        case 'move': {
          const from = this.order.toArray().indexOf(edit.id)
          this.order.delete(from, 1)
          this.order.insert(Math.min(edit.to, this.order.length), [edit.id])
        }
      }
    })
  }

  undo() {
    if (!this.undoManager.undo()) throw new Error('nothing to undo')
  }

  redo() {
    if (!this.undoManager.redo()) throw new Error('nothing to redo')
  }
}
