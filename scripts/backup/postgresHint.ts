/**
 * With DATABASE_URL the data lives in PostgreSQL, which has its own, better tools; the scripts
 * only say how to use them (docs/reliability/backup.md).
 */
export function postgresHint(action: 'backup' | 'restore', dataDir: string): string {
  const steps =
    action === 'backup'
      ? [
          '  pg_dump --format=custom --file=dialoge.dump "$DATABASE_URL"',
          `  und zusätzlich den Ordner ${dataDir}/media kopieren (hochgeladene Dateien).`,
        ]
      : [
          '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" dialoge.dump',
          `  und den gesicherten media-Ordner nach ${dataDir}/media zurückkopieren.`,
        ]
  return [
    `DATABASE_URL ist gesetzt: Die Daten liegen in PostgreSQL, nicht in ${dataDir}/pglite.`,
    action === 'backup'
      ? 'Sichern Sie sie mit pg_dump, z. B.:'
      : 'Spielen Sie eine pg_dump-Sicherung mit pg_restore ein, z. B.:',
    ...steps,
    'Einzelheiten: docs/reliability/backup.md',
  ].join('\n')
}
