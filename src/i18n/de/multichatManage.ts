/**
 * Managing multichats (docs/multichat.md "Managing multichats"): creating one on the dashboard,
 * renaming, copying and deleting it there and in its editor; referenced as `de.multichatManage`.
 */
export const multichatManage = {
  create: 'Neuer Multichat',
  createTitle: 'Neuen Multichat anlegen',
  createSubmit: 'Anlegen',
  createFailed: 'Der Multichat konnte nicht angelegt werden.',
  nameLabel: 'Name des Multichats',
  namePlaceholder: 'z. B. Tatort: Die Zeugin',
  nameRequired: 'Bitte einen Namen angeben',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein',
  cancel: 'Abbrechen',
  actions: (name: string) => `Aktionen für Multichat „${name}“`,
  rename: 'Umbenennen',
  renameTitle: 'Multichat umbenennen',
  renameSubmit: 'Speichern',
  renameFailed: 'Der Multichat konnte nicht umbenannt werden.',
  renamed: 'Multichat umbenannt.',
  copy: 'Kopieren',
  copied: 'Multichat kopiert.',
  copyFailed: 'Der Multichat konnte nicht kopiert werden.',
  delete: 'Löschen',
  deleteTitle: 'Multichat löschen?',
  deleteConfirm: (name: string) =>
    `Den Multichat „${name}“ endgültig löschen? Seine Auslöser und die Spielstände der Spielenden gehen verloren. Die Dialoge selbst bleiben erhalten.`,
  deleted: 'Multichat gelöscht.',
  deleteFailed: 'Der Multichat konnte nicht gelöscht werden.',
  noDialogs: 'Noch keine Dialoge verbunden',
  emptyTitle: 'Noch keine Dialoge verbunden',
  emptyText:
    'Verbinden Sie Dialoge, die Sie bearbeiten dürfen. Der erste wird der Hauptdialog: dort beginnt das Spiel.',
  offTitle: (module: string) => `„${module}“ ist ausgeschaltet`,
} as const
