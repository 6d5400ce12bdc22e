// The engine's public surface (docs/contributing.md#the-shape-of-the-code: a library that would make sense published alone).
export * from './model/block'
export * from './model/survey'
export * from './model/connection'
export * from './model/trigger'
export * from './model/exitCondition'
export * from './model/editorState'
export * from './model/snapshot'
export * from './api/auth'
export { validationMessage } from './api/validationMessage'
export { EngineError, type EngineErrorCode } from './EngineError'
export * from './commands'
export { HistoryEntry } from './history/HistoryEntry'
export { MERGE_WINDOW_MS } from './history/UndoStack'
export type { Transport, TransportCall } from './sync/Transport'
export type { Result } from './sync/Result'
export * from './graph/DialogGraph'
export { createGraphDeriver, deriveGraph } from './graph/createGraphDeriver'
export { layoutGraph } from './graph/layoutGraph'
export {
  createDialogEditor,
  type ConnectionState,
  type DialogEditor,
  type DialogEditorOptions,
  type HistoryView,
} from './editor/createDialogEditor'
export * from './runtime'
export {
  type DocumentComparison,
  type DocumentJson,
  compareDocuments,
  documentFromJson,
  documentToJson,
  rebuildVersion,
} from './versions'
export * from './checks'
export * from './paths'
