import {
  type AnalyseBlocksResponse,
  AnalyseBlockParams,
  AnalyseOverviewQuery,
  type AnalyseOverviewResponse,
  AnalyseParams,
  AnalyseTranscriptParams,
  type DialogPaths,
  OpenAnswersQuery,
  PathsQuery,
  type OpenAnswersResponse,
  type TranscriptResponse,
  TranscriptsQuery,
  type TranscriptsResponse,
} from '@engine/api/analyse'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { blockSummaries } from '../../repositories/analyseBlocks'
import { countsPerDay, dropoffPerBlock, overviewTotals, respondentsOf } from '../../repositories/analyseOverview'
import { respondentRanges } from '../../repositories/respondentRanges'
import { dialogPaths } from '../../repositories/analysePaths'
import { ANALYSE_TIME_ZONE } from '../../repositories/analyseStatus'
import { blockExists, openAnswers, transcript, transcripts } from '../../repositories/analyseTranscripts'

/** Medians of an even count may be x.5 s; a tenth is as exact as anyone reads a duration. */
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

/**
 * The Analyse tab (issue #9, docs/analyse.md): figures of a dialog's live respondents, all
 * aggregated in SQL (server/repositories/analyse*.ts). Reading needs 'analyse' on the dialog;
 * a dialog the caller is no member of is a 404 like a missing one (requireRole).
 */
export const analyseRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Aggregates over every respondent of a dialog (single statements, no transactions): behind the
  // respondents' statements on the embedded database (Database.background). A statement still
  // holds the database while it runs (docs/benchmarks.md "The Analyse tab while respondents play").
  const db = ctx.database.background

  app.get('/api/analyse/:survey_id/overview', async (request): Promise<AnalyseOverviewResponse> => {
    const { survey_id } = parseWith(AnalyseParams, request.params)
    const { tz } = parseWith(AnalyseOverviewQuery, request.query)
    surveyAccessOf(request, survey_id)
    // One "now" for every figure, so running and aborted add up across them.
    const now = new Date()
    // One after another: PGlite has one connection, parallel queries would only queue.
    const ranges = await respondentRanges(db, respondentsOf(survey_id))
    const totals = await overviewTotals(db, survey_id, now, ranges)
    const dropoff = await dropoffPerBlock(db, survey_id, now, ranges)
    const perDay = await countsPerDay(db, survey_id, tz ?? ANALYSE_TIME_ZONE, ranges)
    const decided = totals.finished + totals.aborted
    return {
      survey_id,
      started: totals.started,
      finished: totals.finished,
      running: totals.running,
      aborted: totals.aborted,
      completion_rate: decided === 0 ? null : totals.finished / decided,
      median_seconds: tenths(totals.median_seconds),
      dropoff,
      per_day: perDay,
    }
  })

  app.get('/api/analyse/:survey_id/blocks', async (request): Promise<AnalyseBlocksResponse> => {
    const { survey_id } = parseWith(AnalyseParams, request.params)
    surveyAccessOf(request, survey_id)
    return { blocks: await blockSummaries(db, survey_id) }
  })

  app.get('/api/analyse/:survey_id/blocks/:questionId/answers', async (request): Promise<OpenAnswersResponse> => {
    const { survey_id, questionId } = parseWith(AnalyseBlockParams, request.params)
    const query = parseWith(OpenAnswersQuery, request.query)
    surveyAccessOf(request, survey_id)
    if (!(await blockExists(db, survey_id, questionId)))
      throw new ApiError(404, 'Block nicht gefunden.', 'block_not_found')
    return openAnswers(db, survey_id, questionId, query)
  })

  app.get('/api/analyse/:survey_id/transcripts', async (request): Promise<TranscriptsResponse> => {
    const { survey_id } = parseWith(AnalyseParams, request.params)
    const { tz, ...query } = parseWith(TranscriptsQuery, request.query)
    surveyAccessOf(request, survey_id)
    return transcripts(db, survey_id, query, new Date(), tz ?? ANALYSE_TIME_ZONE)
  })

  app.get('/api/analyse/:survey_id/transcripts/:respondent_id', async (request): Promise<TranscriptResponse> => {
    const { survey_id, respondent_id } = parseWith(AnalyseTranscriptParams, request.params)
    surveyAccessOf(request, survey_id)
    const found = await transcript(db, survey_id, respondent_id)
    // Also the answer for a respondent who erased their data: nothing of them is left.
    if (!found) throw new ApiError(404, 'Gespräch nicht gefunden.', 'transcript_not_found')
    return found
  })
  app.get('/api/analyse/:survey_id/paths', async (request): Promise<DialogPaths> => {
    const { survey_id } = parseWith(AnalyseParams, request.params)
    const { tz, from, to } = parseWith(PathsQuery, request.query)
    surveyAccessOf(request, survey_id)
    const [paths] = await dialogPaths(db, [survey_id], { from, to, timeZone: tz ?? ANALYSE_TIME_ZONE })
    // The table's check found the dialog; it can only be gone if deleted in between.
    if (!paths) throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
    return paths
  })
}
