import type { BackupManifest } from './backupManifest'

/** One German line that lets the operator judge at a glance whether the right data is in it. */
export function describeBackup(manifest: BackupManifest): string {
  const { dialoge, befragte, antworten } = manifest.counts
  const taken = new Date(manifest.created_at).toLocaleString('de-DE')
  return `Stand ${taken}: ${dialoge} Dialoge, ${befragte} Befragte, ${antworten} Antworten, ${Object.keys(manifest.files).length} Dateien.`
}
