// The change vocabulary's public surface: every edit as typed data, and what it means (apply,
// invert, rebase, conflict, merge), shared by the editor, the test fake and the server. Its call
// is engine/sync's, its history entry engine/history's.
export * from './Change'
export type { ChangeKind } from './ChangeKind'
export {
  applyChange,
  conflictOf,
  footprintOf,
  invertChange,
  isNoopChange,
  mergeChanges,
  rebaseChange,
  serverApply,
  serverApplyAll,
  serverApplyAllSteps,
} from './apply'
export { type Steps, drain } from '../model/steps'
export { draftOf, finishDraft, inDraft, isDraft } from './draft'
export { kindOf, kinds } from './registry'
export {
  ChangeSchema,
  VersionedChangeSchema,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  parseChange,
  BLOCK_FIELD_KEYS,
} from './schema'
export { endBlocksOf } from './endBlocks'
export { examplesOf } from './training'
export { type KeyedList, anchorAt, anchorBefore, anchorIn, resolveAnchor, resolveIn } from './anchor'
export { fieldValue } from './blockField'
export { samePosition } from './positions'
