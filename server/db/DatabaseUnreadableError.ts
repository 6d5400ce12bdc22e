/** The embedded database folder exists but PostgreSQL cannot start on it (damaged, foreign, partial). */
export class DatabaseUnreadableError extends Error {
  readonly code = 'database_unreadable'
  constructor(dataDir: string, cause: unknown) {
    super(
      `Die Datenbank in ${dataDir} lässt sich nicht öffnen (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Ist der Ordner beschädigt, spielen Sie die letzte Sicherung ein: npm run restore -- <Sicherungsordner> (docs/reliability/backup.md).',
      { cause },
    )
  }
}
