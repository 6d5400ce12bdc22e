import { FIELD_WORDS } from '@engine/commands'

/**
 * The "Versionen" panel and the read-only version view (issue #28, docs/design/coediting.md
 * "Version history"): grouped entries, the wording of what a version changed, the read-only hint.
 */
export const versionHistory = {
  readOnly: 'Nur Ansicht: zurück zur aktuellen Version, um zu bearbeiten',
  readOnlyInspector: 'Nur Ansicht dieser Version',
  current: 'Aktuelle Version',
  onlyNamed: 'Nur benannte Versionen',
  noNamed: 'Noch keine benannte Version. Mit „Benennen“ halten Sie einen Stand fest, z. B. „vor dem Pretest“.',
  today: (time: string) => `Heute, ${time}`,
  yesterday: (time: string) => `Gestern, ${time}`,
  versions: (n: number) => (n === 1 ? '1 Version' : `${n} Versionen`),
  expand: (n: number) => (n === 1 ? '1 weitere Version anzeigen' : `${n} weitere Versionen anzeigen`),
  loadOlder: 'Ältere Versionen laden',
  collapse: 'Weniger anzeigen',
  group: (when: string, who: string) => `Änderungen von ${who}, ${when}`,
  more: (n: number) => `und ${n} weitere`,
  restoreHeader: (n: number, when: string) => `Version ${n} vom ${when} wiederherstellen?`,
  failed: (msg: string) => `Das hat nicht geklappt: ${msg}`,
  restoreHint: 'Setzt den Dialog auf diese Version zurück (als neue Änderung, rückgängig machbar)',
  /** "Frage 3", or this when the block is no longer in the dialog. */
  someBlock: 'Block',
  what: {
    blockCreated: (block: string) => `${block} angelegt`,
    blockDeleted: (block: string) => `${block} gelöscht`,
    blockMoved: (block: string) => `${block} verschoben`,
    fieldChanged: (block: string, field: string) => `${block}: ${field} geändert`,
    arranged: 'Blöcke angeordnet',
    settingChanged: (field: string) => `Einstellung „${field}“ geändert`,
    endBlocks: 'Endblöcke geändert',
    jumpAdded: (block: string) => `${block}: Sprung hinzugefügt`,
    jumpChanged: (block: string) => `${block}: Sprung geändert`,
    jumpRemoved: (block: string) => `${block}: Sprung entfernt`,
    conditionAdded: 'KI-Endbedingung hinzugefügt',
    conditionChanged: 'KI-Endbedingung geändert',
    conditionRemoved: 'KI-Endbedingung gelöscht',
    triggersChanged: 'Auslöser geändert',
    trainingChanged: (block: string) => `${block}: Trainingsbeispiele geändert`,
    restored: (version: string) => `Version ${version} wiederhergestellt`,
    unknown: 'Änderung',
  },
  /** Block fields and settings in words ("Frage 3: Text geändert"; engine/commands/labels.ts); an unknown key stays as it is. */
  fields: FIELD_WORDS.de.names as Readonly<Record<string, string>>,
  compare: {
    fields: (fields: string) => `geändert: ${fields}`,
    jump: (block: string, handle: string) => `${block}, Sprung „${handle}“`,
    condition: (n: number) => `KI-Endbedingung ${n}`,
  },
} as const
