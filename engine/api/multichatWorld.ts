import { z } from 'zod'
import { SurveyId } from '../model/survey'
import { RuntimeStateSchema } from './assess'

/**
 * The whole game's state as the editor's test chat holds it (like the Testen tab's `state`):
 * each dialog's runtime state by survey id (null: not started), the waitFor triggers released
 * (trigger ids), the waitAPI triggers released by a signal or timer, and since when (ms) the
 * respondent waits at a waitAPI trigger (trigger id -> ms; its timer counts from there).
 */
export const MultichatWorldSchema = z.object({
  dialogs: z.record(SurveyId, RuntimeStateSchema.nullable()),
  released: z.array(z.string().max(128)).max(1000),
  signalled: z.array(z.string().max(128)).max(1000),
  waiting_since: z
    .record(z.string().max(128), z.number().int().min(0))
    .refine((r) => Object.keys(r).length <= 1000, { error: 'höchstens 1000 Einträge' })
    .optional()
    .default({}),
})
export type MultichatWorldSchema = z.infer<typeof MultichatWorldSchema>
