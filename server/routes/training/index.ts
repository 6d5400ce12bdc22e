import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { trainingAnswerRoutes } from './answers'
import { trainingExampleRoutes } from './examples'
import { trainingLearningCurveRoutes } from './learningCurve'
import { trainingQualityRoutes } from './quality'
import { trainingPickRoutes } from './respondentPicks'
import { trainingRetrainRoutes } from './retrain'
import { trainingSuggestionRoutes } from './suggestions'

/** Trainieren (issue #9, engine/api/training.ts, docs/training.md). */
export const trainingRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(trainingAnswerRoutes, options)
  await app.register(trainingExampleRoutes, options)
  await app.register(trainingRetrainRoutes, options)
  await app.register(trainingQualityRoutes, options)
  await app.register(trainingSuggestionRoutes, options)
  await app.register(trainingLearningCurveRoutes, options)
  await app.register(trainingPickRoutes, options)
}
