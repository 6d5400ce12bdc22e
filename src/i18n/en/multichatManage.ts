import type { CatalogueShape } from '../catalogueShape'
import type { multichatManage as de } from '../de/multichatManage'

/** English texts of managing multichats; same shape as `de.multichatManage`. */
export const multichatManage: CatalogueShape<typeof de> = {
  create: 'New multichat',
  createTitle: 'Create a new multichat',
  createSubmit: 'Create',
  createFailed: 'The multichat could not be created.',
  nameLabel: 'Name of the multichat',
  namePlaceholder: 'e.g. Crime scene: the witness',
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name may be at most 200 characters long',
  cancel: 'Cancel',
  actions: (name: string) => `Actions for multichat “${name}”`,
  rename: 'Rename',
  renameTitle: 'Rename multichat',
  renameSubmit: 'Save',
  renameFailed: 'The multichat could not be renamed.',
  renamed: 'Multichat renamed.',
  copy: 'Copy',
  copied: 'Multichat copied.',
  copyFailed: 'The multichat could not be copied.',
  delete: 'Delete',
  deleteTitle: 'Delete multichat?',
  deleteConfirm: (name: string) =>
    `Delete the multichat “${name}” for good? Its triggers and the players' progress are lost. The dialogs themselves stay.`,
  deleted: 'Multichat deleted.',
  deleteFailed: 'The multichat could not be deleted.',
  noDialogs: 'No dialogs connected yet',
  emptyTitle: 'No dialogs connected yet',
  emptyText: 'Connect dialogs you may edit. The first one becomes the lead dialog: the game starts there.',
  offTitle: (module: string) => `“${module}” is switched off`,
}
