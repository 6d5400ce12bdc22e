/**
 * Whether a version can be shown and restored: from the base of the version history on
 * (`firstVersion`); while the dialog has no base yet, only the current version. Null (an edit from
 * before the change log) never. One rule for the server's list and the app's pages of it.
 */
export function isRebuildable(version: number | null, firstVersion: number | null, current: number): boolean {
  return version !== null && (firstVersion === null ? version === current : version >= firstVersion)
}
