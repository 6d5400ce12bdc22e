import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { accountRoutes } from './account/account'
import { outboxRoutes } from './account/outbox'
import { adminUsersRoutes } from './account/adminUsers'
import { emailValidationRoutes } from './auth/emailValidation'
import { loginRoutes } from './auth/login'
import { logoutRoutes } from './auth/logout'
import { magicLinkRoutes } from './auth/magicLink'
import { magicLinkRegistrationRoutes } from './auth/magicLinkRegistration'
import { refreshRoutes } from './auth/refresh'
import { requestLinkRoutes } from './auth/requestLinks'
import { resetPasswordRoutes } from './auth/resetPassword'
import { verifyTokenRoutes } from './auth/verifyToken'
import { multichatsRoutes } from './multichats'
import { multichatRoutes } from './multichat'
import { coeditingRoutes } from './coediting'
import { docsRoutes } from './docs'
import { excelExportRoutes } from './export/excelExport'
import { healthRoutes } from './health'
import { jobRoutes } from './jobs/jobRoutes'
import { mediaRoutes } from './media'
import { sharingRoutes } from './sharing'
import { surveyRoutes } from './surveys'
import { trainingRoutes } from './training'
import { registerLiveRoutes } from './live/register'
import { restartDeleteRoutes } from './live/restartDelete'
import { chatRoutes } from './live/chat'
import { feedbackRoutes } from './live/feedback'
import { assessChatRoutes } from './assess/assessChat'
import { multichatAnalysisRoutes } from './analyse/multichatAnalysis'
import { analyseRoutes } from './analyse/analyse'

/** Every API area, one plugin each (docs/architecture.md: routes/ has one folder per docs/product/calls.md area). */
export async function registerRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(healthRoutes, { ctx })
  await app.register(docsRoutes, { ctx })
  await app.register(loginRoutes, { ctx })
  await app.register(verifyTokenRoutes, { ctx })
  await app.register(refreshRoutes, { ctx })
  await app.register(logoutRoutes, { ctx })
  await app.register(magicLinkRoutes, { ctx })
  await app.register(magicLinkRegistrationRoutes, { ctx })
  await app.register(requestLinkRoutes, { ctx })
  await app.register(resetPasswordRoutes, { ctx })
  await app.register(emailValidationRoutes, { ctx })
  await app.register(accountRoutes, { ctx })
  await app.register(outboxRoutes, { ctx })
  await app.register(adminUsersRoutes, { ctx })
  await app.register(registerLiveRoutes, { ctx })
  await app.register(restartDeleteRoutes, { ctx })
  await app.register(chatRoutes, { ctx })
  await app.register(feedbackRoutes, { ctx })
  await app.register(assessChatRoutes, { ctx })
  await app.register(sharingRoutes, { ctx })
  await app.register(multichatsRoutes, { ctx })
  await app.register(multichatRoutes, { ctx })
  await app.register(multichatAnalysisRoutes, { ctx })
  await app.register(analyseRoutes, { ctx })
  await app.register(mediaRoutes, { ctx })
  await app.register(excelExportRoutes, { ctx })
  await app.register(surveyRoutes, { ctx })
  await app.register(trainingRoutes, { ctx })
  await app.register(coeditingRoutes, { ctx })
  await app.register(jobRoutes, { ctx })
}
