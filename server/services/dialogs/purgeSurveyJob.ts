import { z } from 'zod'
import type { JobHandler } from '../../jobs/JobHandler'
import { purgeSurvey } from '../../repositories/surveyPurge'
import { dutyCycle } from '../../workers/dutyCycle'

export { PURGE_SURVEY } from '../../repositories/surveyPurge'

const Payload = z.object({ surveyId: z.string().min(1).max(200) })

/**
 * The share of wall time a purge keeps the database busy: half, as an export (its statements are
 * short, but a dialog with 10,000 respondents needs a thousand of them).
 */
export const PURGE_SHARE = 0.5

/** The pause before each statement of a purge: a duty cycle of PURGE_SHARE (the request's and the job's). */
export function purgePace(): () => Promise<void> {
  const pace = dutyCycle({ share: PURGE_SHARE })
  return () => pace.pause()
}

/**
 * The `purge_survey` job (docs/design/storage.md "Copying and deleting a dialog"): removes a
 * dialog whose deletion or copy was left half done by a process that died; a dialog with a member
 * is never touched.
 */
export const purgeSurveyJob: JobHandler = async (payload, { ctx, signal }) => {
  const { surveyId } = Payload.parse(payload)
  return { result: await purgeSurvey(ctx.database.db, surveyId, { pause: purgePace(), signal }) }
}
