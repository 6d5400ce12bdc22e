import { CoeditingQuery, PresenceBody } from '@engine/api/coediting'
import { SurveyIdParams } from '@engine/api/surveys'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import { askedAgain } from '../../auth/perRequest'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { openCoeditingStream } from '../../coediting/coeditingStream'
import { surveyScope } from '../../coediting/notices'
import { sharedReads } from '../../coediting/sharedReads'
import { eventsAfterVersion } from '../../repositories/surveyEvents'
import { findSurvey } from '../../repositories/surveys'
import { surveyNotFound } from '../../services/dialogs/requireSurvey'
import { reportPresence } from './presenceCall'
import { streamRoom } from './streamRoom'

/** docs/api/coediting.md: a dialog's co-editing stream and presence; the dialog's viewer right or more. */
export const surveyStreamRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  /** Streams of one dialog waiting for the same version share one query (server/coediting/sharedReads.ts). */
  const readLog = sharedReads((key) => {
    const [id, after, limit] = JSON.parse(key) as [string, number, number]
    return eventsAfterVersion(db, id, after, limit)
  })

  const room = streamRoom(ctx, (params) => {
    const id = SurveyIdParams.safeParse(params).data?.id
    return id === undefined ? undefined : surveyScope(id)
  })
  app.get('/api/surveys/:id/live', { onRequest: room }, async (request, reply) => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { user, claims } = surveyAccessOf(request, id)
    const { after_version } = parseWith(CoeditingQuery, request.query)
    await openCoeditingStream(ctx, request, reply, {
      scope: surveyScope(id),
      user,
      claims,
      afterVersion: after_version,
      currentVersion: async () => (await findSurvey(db, id))?.version,
      readLog: (after, limit) => readLog(JSON.stringify([id, after, limit])),
      notFound: surveyNotFound,
      authorize: () => requireRole(ctx, askedAgain(request), id, 'view'),
    })
  })

  app.post('/api/surveys/:id/presence', async (request, reply) => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { user } = surveyAccessOf(request, id)
    const body = parseWith(PresenceBody, request.body)
    return reportPresence(ctx, reply, surveyScope(id), user.id, body)
  })
}
