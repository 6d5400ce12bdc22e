// The editors' public surface: a dialog's editor and a multichat's (several dialogs and
// the triggers between them).
export {
  createDialogEditor,
  type ConnectionState,
  type DialogEditor,
  type DialogEditorOptions,
  type HistoryView,
} from './createDialogEditor'
export { createMultichatEditor, type MultichatEditor, type MultichatEditorOptions } from './createMultichatEditor'
export {
  triggerArrow,
  type MultichatDialog,
  type MultichatState,
  type TriggerArrow,
  type TriggerEnd,
} from './createMultichatEditorState'
