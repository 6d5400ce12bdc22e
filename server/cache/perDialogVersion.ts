import type { Db } from '../db/database'
import { readDialogFingerprint } from '../repositories/liveFingerprints'
import { VersionedCache } from './VersionedCache'

/**
 * A value per dialog, built once per version of it (`version` and `updated_at`, one short
 * statement; every edit bumps the version, docs/design/storage.md): `build` runs when the dialog
 * has a version the cache has not seen, `missing` answers for a dialog that does not exist. At
 * most `limit` dialogs are kept (server/cache/VersionedCache.ts).
 */
export function perDialogVersion<V>(
  limit: number,
  build: (db: Db, surveyId: string) => Promise<V>,
  missing: (db: Db, surveyId: string) => Promise<V>,
): (db: Db, surveyId: string) => Promise<V> {
  const values = new VersionedCache<string, V>(limit)
  return async (db, surveyId) => {
    const fingerprint = await readDialogFingerprint(db, surveyId)
    if (fingerprint === undefined) return missing(db, surveyId)
    return values.get(surveyId, fingerprint, () => build(db, surveyId))
  }
}
