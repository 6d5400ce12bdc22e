import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { BackupError } from './BackupError'

export const MANIFEST_FILE = 'sicherung.json'
const FORMAT = 'dialoge-sicherung/1'

/** How much the backup holds, shown after backup and restore so the operator can judge it. */
export interface BackupCounts {
  dialoge: number
  befragte: number
  antworten: number
}

export interface BackupManifest {
  format: typeof FORMAT
  created_at: string
  source: string
  counts: BackupCounts
  /** Path relative to the backup folder (always with "/") -> SHA-256 of the content. */
  files: Record<string, string>
}

/** Every file below `dir`, as paths relative to it with "/" on every platform. */
export function listFiles(dir: string, skip: (relativePath: string) => boolean = () => false): string[] {
  const files: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name)
      const rel = relative(dir, full).split(sep).join('/')
      if (skip(rel)) continue
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) files.push(rel)
    }
  }
  walk(dir)
  return files.sort()
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

export function writeManifest(dir: string, source: string, counts: BackupCounts, now: Date): BackupManifest {
  const files = Object.fromEntries(listFiles(dir).map((rel) => [rel, sha256(join(dir, rel))]))
  const manifest: BackupManifest = { format: FORMAT, created_at: now.toISOString(), source, counts, files }
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/**
 * Reads the manifest and checks that every listed file is there with its content unchanged, so a
 * restore never swaps a half-copied or damaged backup in for working data.
 */
export function verifyBackup(dir: string): BackupManifest {
  const file = join(dir, MANIFEST_FILE)
  if (!existsSync(file)) throw new BackupError('not_a_backup', `${dir} ist keine Sicherung: ${MANIFEST_FILE} fehlt.`)
  let manifest: BackupManifest | undefined
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest | undefined
  } catch (error) {
    throw new BackupError(
      'not_a_backup',
      `${file} lässt sich nicht lesen (${error instanceof Error ? error.message : String(error)}). Es wurde nichts verändert.`,
    )
  }
  if (manifest?.format !== FORMAT || typeof manifest.files !== 'object' || manifest.files === null) {
    throw new BackupError('not_a_backup', `${dir} ist keine Sicherung im Format ${FORMAT}. Es wurde nichts verändert.`)
  }
  for (const [rel, hash] of Object.entries(manifest.files)) {
    const path = join(dir, ...rel.split('/'))
    if (!existsSync(path) || !statSync(path).isFile() || sha256(path) !== hash) {
      throw new BackupError(
        'backup_damaged',
        `Die Sicherung ${dir} ist beschädigt oder unvollständig (${rel}). Es wurde nichts verändert.`,
      )
    }
  }
  return manifest
}
