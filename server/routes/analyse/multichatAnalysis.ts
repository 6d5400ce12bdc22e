import { MultichatParams } from '@engine/api/multichats'
import type { MultichatAnalysisResponse, MultichatPathsResponse } from '@engine/api/multichat'
import { PathsQuery } from '@engine/api/analyse'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { findMultichat } from '../../repositories/multichats'
import { dialogPaths } from '../../repositories/analysePaths'
import { ANALYSE_TIME_ZONE } from '../../repositories/analyseStatus'
import { multichatFigures } from '../../repositories/multichatAnalysis'
import { multichatNotFound } from '../../auth/multichatAccess'

/** Whole seconds are enough for "Zeit bis zur Lösung"; the median of an even count may be x.5. */
const seconds = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

/**
 * GET /api/analyse_multichat/{dialog_manager_id} (docs/product/screens.md#routes AnalyseMultiChat): how the
 * players of a multichat game fare, aggregated in SQL. It shows question previews and names of
 * every dialog, so it needs 'analyse' in every dialog of the multichat (docs/reliability/security.md#findings-1-8-9).
 */
export const multichatAnalysisRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/analyse_multichat/:dialog_manager_id', async (request): Promise<MultichatAnalysisResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    // Behind the respondents' statements on the embedded database, as the dialog's analysis (analyse.ts).
    const db = ctx.database.background
    const multichat = await findMultichat(db, dialog_manager_id)
    if (!multichat) throw multichatNotFound()
    const { summary, stuck, dialogs: counts } = await multichatFigures(db, dialog_manager_id, new Date())
    const names = new Map(access.surveys.map((s) => [s.survey_id, s.survey_name]))
    return {
      dialog_manager_id,
      name: multichat.name,
      players_started: summary.players_started,
      players_finished: summary.players_finished,
      players_running: summary.players_running,
      median_seconds_to_solve: seconds(summary.median_seconds),
      average_seconds_to_solve: seconds(summary.average_seconds),
      stuck: stuck.map((s) => ({ ...s, survey_name: names.get(s.survey_id) ?? '' })),
      dialogs: counts.map((c) => ({ ...c, survey_name: names.get(c.survey_id) ?? '' })),
    }
  })
  /** Each dialog's paths picture, lead first (issue #32, docs/analyse.md "Paths"). */
  app.get('/api/analyse_multichat/:dialog_manager_id/paths', async (request): Promise<MultichatPathsResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const { tz, from, to } = parseWith(PathsQuery, request.query)
    const access = multichatAccessOf(request, dialog_manager_id)
    const ids = access.surveys.map((s) => s.survey_id)
    const dialogs = await dialogPaths(ctx.database.background, ids, { from, to, timeZone: tz ?? ANALYSE_TIME_ZONE })
    return { dialog_manager_id, dialogs }
  })
}
