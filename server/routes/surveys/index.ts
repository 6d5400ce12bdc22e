import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { changeRoutes } from './changeRoutes'
import { dialogRoutes } from './dialogRoutes'
import { editingRoutes } from './editingRoutes'
import { publicSurveyRoutes } from './publicSurveyRoutes'
import { structureRoutes } from './structureRoutes'
import { surveyListRoutes } from './surveyListRoutes'
import { versionRoutes } from './versionRoutes'

/** Dialogs and every editing call (docs/product/calls.md, docs/product/calls.md#further-calls). */
export const surveyRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(surveyListRoutes, options)
  await app.register(dialogRoutes, options)
  await app.register(changeRoutes, options)
  await app.register(editingRoutes, options)
  await app.register(structureRoutes, options)
  await app.register(publicSurveyRoutes, options)
  await app.register(versionRoutes, options)
}
