// A dialog's versions (issue #21, docs/design/coediting.md "Version history"): rebuilt from a base
// and the edit log with the engine's own change modules, compared, and restored as one edit.
export { type DocumentJson, documentFromJson, documentToJson } from './documentJson'
export {
  CHECKPOINT_EVERY,
  type VersionBase,
  type VersionEvent,
  rebuildVersion,
  rebuildVersionSteps,
  versionBeforeLog,
  versionNotFound,
} from './rebuildVersion'
export { groupSessions } from './groupSessions'
export { isRebuildable } from './rebuildable'
export { type DocumentComparison, type ListComparison, compareDocuments } from './compareDocuments'
export { NOT_RESTORED, changedFields, restoreChanges } from './restoreChanges'
export { restoreVersion } from '../commands/versions'
