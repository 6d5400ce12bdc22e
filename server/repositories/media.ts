import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { mediaFiles, surveys } from '../db/schema'

export type MediaRow = typeof mediaFiles.$inferSelect

export async function surveyExists(db: Db, surveyId: string): Promise<boolean> {
  const rows = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1)
  return rows.length > 0
}

/** Newest first; the client reverses the list (docs/product/calls.md), so it ends up oldest first. */
export async function listMedia(db: Db, surveyId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.surveyId, surveyId))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
}

/** How many media files a dialog holds and their bytes together (one index range). */
export async function mediaUsage(db: Db, surveyId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${mediaFiles.size}), 0)::bigint` })
    .from(mediaFiles)
    .where(eq(mediaFiles.surveyId, surveyId))
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) }
}

export async function findMedia(db: Db, filenameDb: string): Promise<MediaRow | undefined> {
  const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.filenameDb, filenameDb)).limit(1)
  return rows[0]
}

export async function insertMedia(db: Db, row: Omit<MediaRow, 'id' | 'createdAt'>, now: number): Promise<MediaRow> {
  const [stored] = await db
    .insert(mediaFiles)
    .values({ ...row, createdAt: new Date(now) })
    .returning()
  if (!stored) throw new Error('media file not inserted')
  return stored
}

export async function deleteMedia(db: Db, surveyId: string, filenameDb: string): Promise<MediaRow | undefined> {
  const rows = await db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.surveyId, surveyId), eq(mediaFiles.filenameDb, filenameDb)))
    .returning()
  return rows[0]
}

/** Replaces a file's `misc` (a document's index status, added once it is known). */
export async function updateMediaMisc(db: Db, filenameDb: string, misc: unknown): Promise<MediaRow | undefined> {
  const rows = await db.update(mediaFiles).set({ misc }).where(eq(mediaFiles.filenameDb, filenameDb)).returning()
  return rows[0]
}

/** Documents with no finished index (seeded, or uploaded before indexing was a job), at most `limit`. */
export async function documentsWithoutIndex(
  db: Db,
  limit: number,
): Promise<{ surveyId: string; filenameDb: string }[]> {
  return db
    .select({ surveyId: mediaFiles.surveyId, filenameDb: mediaFiles.filenameDb })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.type, 'document'),
        or(isNull(sql`${mediaFiles.misc}->'index'`), eq(sql`${mediaFiles.misc}->'index'->>'status'`, 'indexing')),
      ),
    )
    .limit(limit)
}
