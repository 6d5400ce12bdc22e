export type BackupErrorCode =
  | 'server_running'
  | 'postgres_configured'
  | 'no_data'
  | 'target_inside_data_dir'
  | 'target_exists'
  | 'not_a_backup'
  | 'backup_damaged'
  | 'restore_failed'

/** A refusal or failure of `npm run backup` / `npm run restore`; the message is for the operator. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message)
  }
}
