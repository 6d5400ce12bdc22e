import { BackupError } from './BackupError'

/** Runs a backup command's main: its exit code, or 1 with the German message of a BackupError. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error)
      process.exit(1)
    },
  )
}
