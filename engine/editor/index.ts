// The editors' public surface: a dialog's editor and a dialog manager's (several dialogs and
// the triggers between them).
export {
  createDialogEditor,
  type ConnectionState,
  type DialogEditor,
  type DialogEditorOptions,
  type HistoryView,
} from './createDialogEditor'
export { createManagerEditor, type ManagerEditor, type ManagerEditorOptions } from './createManagerEditor'
export {
  triggerArrow,
  type ManagerDialog,
  type ManagerState,
  type TriggerArrow,
  type TriggerEnd,
} from './createManagerEditorState'
