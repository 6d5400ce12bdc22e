// The change vocabulary's public surface: every edit as typed data, and what it means (apply,
// invert, rebase, conflict, merge, its call), shared by the editor, the test fake and the server.
export * from './Change'
export type { CallContext, ChangeKind, EntryCore, Scope } from './ChangeKind'
export {
  applyChange,
  bumpsVersion,
  callOf,
  conflictOf,
  entryOf,
  invertChange,
  isNoopChange,
  mergeChanges,
  rebaseChange,
  serverApply,
  serverApplyAll,
} from './apply'
export { draftOf, finishDraft, inDraft, isDraft } from './draft'
export { kindOf, kinds } from './registry'
export { ChangeSchema, LONE_SURROGATE_MESSAGE, NUL_MESSAGE, parseChange, BLOCK_FIELD_KEYS } from './schema'
export { historyEntryOf, type Labelled } from './view'
export { endBlocksOf } from './endBlocks'
export { examplesOf, trainingBlockPath } from './training'
export { type KeyedList, anchorAt, anchorBefore, anchorIn, resolveAnchor, resolveIn } from './anchor'
export { fieldValue } from './blockField'
export { samePosition } from './positions'
