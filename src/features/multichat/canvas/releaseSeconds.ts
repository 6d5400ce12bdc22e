/** engine/model/trigger.ts: a waitAPI timer is whole seconds from 1 to 86,400 (one day). */
const MAX_SECONDS = 86_400

/** The "Automatisch freigeben nach … s" field: empty means no timer, anything else must be valid. */
export function parseReleaseSeconds(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: null }
  if (!/^\d+$/.test(trimmed)) return { ok: false }
  const value = Number(trimmed)
  return value >= 1 && value <= MAX_SECONDS ? { ok: true, value } : { ok: false }
}
