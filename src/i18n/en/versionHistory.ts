import { FIELD_WORDS } from '@engine/commands'
import type { CatalogueShape } from '../catalogueShape'
import type { de } from '../de'

/** The "Versions" panel and the read-only version view (issue #28). */
export const versionHistory: CatalogueShape<typeof de.versionHistory> = {
  readOnly: 'View only: go back to the current version to edit',
  readOnlyInspector: 'Viewing this version only',
  current: 'Current version',
  onlyNamed: 'Only named versions',
  noNamed: 'No named version yet. “Name” keeps a state you want to find again, e.g. “before the pretest”.',
  today: (time: string) => `Today, ${time}`,
  yesterday: (time: string) => `Yesterday, ${time}`,
  versions: (n: number) => (n === 1 ? '1 version' : `${n} versions`),
  expand: (n: number) => (n === 1 ? 'Show 1 more version' : `Show ${n} more versions`),
  loadOlder: 'Load older versions',
  collapse: 'Show less',
  group: (when: string, who: string) => `Changes by ${who}, ${when}`,
  more: (n: number) => `and ${n} more`,
  restoreHeader: (n: number, when: string) => `Restore version ${n} of ${when}?`,
  failed: (msg: string) => `That did not work: ${msg}`,
  restoreHint: 'Sets the dialog back to this version (as a new change that can be undone)',
  someBlock: 'Block',
  what: {
    blockCreated: (block: string) => `${block} added`,
    blockDeleted: (block: string) => `${block} deleted`,
    blockMoved: (block: string) => `${block} moved`,
    fieldChanged: (block: string, field: string) => `${block}: ${field} changed`,
    arranged: 'Blocks arranged',
    settingChanged: (field: string) => `Setting “${field}” changed`,
    endBlocks: 'End blocks changed',
    jumpAdded: (block: string) => `${block}: jump added`,
    jumpChanged: (block: string) => `${block}: jump changed`,
    jumpRemoved: (block: string) => `${block}: jump removed`,
    conditionAdded: 'AI exit condition added',
    conditionChanged: 'AI exit condition changed',
    conditionRemoved: 'AI exit condition deleted',
    triggersChanged: 'Triggers changed',
    trainingChanged: (block: string) => `${block}: training examples changed`,
    restored: (version: string) => `Version ${version} restored`,
    unknown: 'Change',
  },
  fields: FIELD_WORDS.en.names as Readonly<Record<string, string>>,
  compare: {
    fields: (fields: string) => `changed: ${fields}`,
    jump: (block: string, handle: string) => `${block}, jump “${handle}”`,
    condition: (n: number) => `AI exit condition ${n}`,
  },
}
