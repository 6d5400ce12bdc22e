import type { EngineError } from '../EngineError'

/** How an edit (or undo, redo, refresh) ended: saved, or refused with a reason. */
export type Result = { ok: true } | { ok: false; error: EngineError }
