import {
  VersionNameBody,
  type VersionNameResponse,
  VersionParams,
  type VersionListResponse,
  VersionListQuery,
} from '@engine/api/versions'
import { SurveyIdParams } from '@engine/api/surveys'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import { createVersionCache, listVersions, versionText } from '../../changes/versionHistory'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { rejectIllFormed } from '../../http/wellFormedInput'
import { deleteVersionName, listVersionNames, setVersionName } from '../../repositories/versions'
import { requireSurvey } from '../../services/dialogs/requireSurvey'

/** The version history (docs/design/coediting.md "Version history"): viewers read it, editors name versions. */
export const versionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/surveys/:id/versions', async (request): Promise<VersionListResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    surveyAccessOf(request, id)
    const { before } = parseWith(VersionListQuery, request.query)
    return listVersions(db, id, before)
  })

  const versions = createVersionCache()

  // The answer is VersionResponse as JSON text, from the cache of rebuilt versions.
  app.get('/api/surveys/:id/versions/:version', async (request, reply) => {
    const { id } = parseWith(SurveyIdParams, request.params)
    surveyAccessOf(request, id)
    const { version } = parseWith(VersionParams, request.params)
    const names = await listVersionNames(db, id, { versions: [version] })
    const text = await versionText(db, versions, id, version, names.get(version) ?? null)
    return reply.type('application/json; charset=utf-8').send(text)
  })

  app.put('/api/surveys/:id/versions/:version/name', async (request): Promise<VersionNameResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { user } = surveyAccessOf(request, id)
    const { version } = parseWith(VersionParams, request.params)
    const { name } = parseWith(VersionNameBody, request.body)
    rejectIllFormed({ name })
    const stored = await requireSurvey(db, id)
    if (version > stored.version) throw new ApiError(404, `Version ${version} gibt es nicht.`, 'version_not_found')
    await setVersionName(db, id, version, name, user.id, ctx.now())
    return { msg: 'success', version, name }
  })

  app.delete('/api/surveys/:id/versions/:version/name', async (request) => {
    const { id } = parseWith(SurveyIdParams, request.params)
    surveyAccessOf(request, id)
    const { version } = parseWith(VersionParams, request.params)
    // Removing a name that is not there leaves what the caller wanted: no error.
    await deleteVersionName(db, id, version)
    return { msg: 'success' as const }
  })
}
