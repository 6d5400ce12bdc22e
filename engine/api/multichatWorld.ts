import { z } from 'zod'
import { SurveyId } from '../model/survey'
import { RuntimeStateSchema } from './assess'

/**
 * The whole game's state as the editor's test chat holds it (like the Testen tab's `state`):
 * each dialog's runtime state by survey id (null: not started), the waitFor triggers released
 * (trigger ids) and the waitAPI triggers released by a signal.
 */
export const MultichatWorldSchema = z.object({
  dialogs: z.record(SurveyId, RuntimeStateSchema.nullable()),
  released: z.array(z.string().max(128)).max(1000),
  signalled: z.array(z.string().max(128)).max(1000),
})
export type MultichatWorldSchema = z.infer<typeof MultichatWorldSchema>
