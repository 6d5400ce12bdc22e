import { EmailValidationRequest, type SuccessResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf } from '../../auth/authorized'
import { sendAccountLinkMail } from '../../auth/accountMails'
import { consumeOneTimeToken } from '../../auth/oneTimeTokens'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { markEmailValidated } from '../../repositories/users'
import { invalidLink } from './magicLink'

/** POST /api/request_email_validation (editor) and POST /api/email_validation {token}. */
export const emailValidationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/request_email_validation', async (request): Promise<SuccessResponse> => {
    const { user } = editorOf(request)
    if (user.emailValidatedAt) return { success: true, msg: 'Ihre E-Mail-Adresse ist bereits bestätigt.' }
    await sendAccountLinkMail(ctx, 'email_validation', { email: user.username, userId: user.id })
    return { success: true, msg: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt.' }
  })

  // Public: the link may be opened in a browser where nobody is logged in.
  app.post('/api/email_validation', async (request): Promise<SuccessResponse> => {
    const { token } = parseWith(EmailValidationRequest, request.body)
    const used = await consumeOneTimeToken(ctx.database.db, ctx.now(), 'email_validation', token)
    if (!used?.userId) throw invalidLink()
    await markEmailValidated(ctx.database.db, used.userId, new Date(ctx.now()))
    return { success: true, msg: 'Ihre E-Mail-Adresse wurde bestätigt.' }
  })
}
