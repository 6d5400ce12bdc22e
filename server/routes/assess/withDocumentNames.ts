import type { Turn } from '@engine/runtime'
import type { Db } from '../../db/database'
import { findMedia } from '../../repositories/media'

const nameOf = (misc: unknown): string | undefined => {
  const name = (misc as { original_name?: unknown } | null)?.original_name
  return typeof name === 'string' && name.trim() ? name : undefined
}

/**
 * Testen names the document a qa answer came from ("Quelle: Hausordnung.pdf, Abschnitt 3"):
 * its testers are members, who see the documents' uploaded names (docs/api/media.md); the live
 * chat's respondents do not, so only this route adds them.
 */
export async function withDocumentNames(db: Db, turn: Turn): Promise<Turn> {
  const files = new Set(turn.messages.flatMap((m) => (m.sources ?? []).map((s) => s.filename_db)))
  if (files.size === 0) return turn
  const names = new Map<string, string | undefined>()
  for (const file of files) names.set(file, nameOf((await findMedia(db, file))?.misc))
  return {
    ...turn,
    messages: turn.messages.map((m) =>
      m.sources
        ? {
            ...m,
            sources: m.sources.map((s) => ({
              ...s,
              ...(names.get(s.filename_db) ? { name: names.get(s.filename_db) } : {}),
            })),
          }
        : m,
    ),
  }
}
