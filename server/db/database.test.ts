import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './database'

describe('openDatabase on a data folder', () => {
  it('stops the start of a damaged folder with a German message that points to the restore', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'damaged-'))
    // A folder that looks initialised (PG_VERSION) but holds no cluster, as after a botched copy.
    writeFileSync(join(dir, 'PG_VERSION'), '17\n')
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toMatchObject({
        code: 'database_unreadable',
        message: expect.stringMatching(
          /^Die Datenbank in .* lässt sich nicht öffnen .*npm run restore -- <Sicherungsordner>/,
        ),
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
