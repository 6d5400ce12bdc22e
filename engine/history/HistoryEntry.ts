import { z } from 'zod'

/**
 * docs/product/entities.md names the types blocks, settings and gpt_exit_conditions. Structure (conditional
 * jumps) and trigger edits get entries too; we add the types 'structure' and 'triggers' with
 * the same changes (create/update/delete), see docs/engine.md. 'training' edits example answers
 * of intent jumps (issue #9, engine/changes/training.ts). 'versions' / 'restore' is a restored past
 * version (issue #21, engine/changes/restore.ts).
 */
export const EntryType = z.enum([
  'blocks',
  'settings',
  'gpt_exit_conditions',
  'structure',
  'triggers',
  'training',
  'versions',
])
export type EntryType = z.infer<typeof EntryType>

export const EntryChange = z.enum(['create', 'update', 'delete', 'order', 'config', 'fixmessages', 'restore'])
export type EntryChange = z.infer<typeof EntryChange>

/**
 * One undo step as the contract shows it: applying it sets `new_value`, undoing it sets
 * `old_value`. A view derived from the step's typed change (historyEntryOf.ts), never the
 * thing undo works on.
 */
export const HistoryEntry = z.strictObject({
  type: EntryType,
  change: EntryChange,
  unique_question_id: z.string().nullable(),
  key: z.string().nullable(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  /** Milliseconds since the epoch, from the injected clock. */
  time: z.number(),
  title: z.string(),
  subtitle: z.string(),
})
export type HistoryEntry = z.infer<typeof HistoryEntry>
