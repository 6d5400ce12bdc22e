import { RequestLinkRequest, type SuccessResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { sendAccountLinkMail } from '../../auth/accountMails'
import type { RouteOptions, ServerContext } from '../../context'
import { parseWith } from '../../http/parseWith'
import { hasPendingInvitation } from '../../repositories/invitations'
import { findUserByUsername } from '../../repositories/users'

/** The same answer whether or not the address has an account: no account enumeration. */
const SENT: SuccessResponse = {
  success: true,
  msg: 'Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt.',
}

async function mailLoginLink(ctx: ServerContext, email: string): Promise<void> {
  const { db } = ctx.database
  const user = await findUserByUsername(db, email)
  if (user && !user.disabled) {
    await sendAccountLinkMail(ctx, 'magic_link', { email: user.username, userId: user.id })
  } else if (!user && (await hasPendingInvitation(db, email))) {
    // An invited address without account gets a link to the registration form.
    await sendAccountLinkMail(ctx, 'magic_link', { email, userId: null })
  }
}

async function mailResetLink(ctx: ServerContext, email: string): Promise<void> {
  const user = await findUserByUsername(ctx.database.db, email)
  if (user && !user.disabled)
    await sendAccountLinkMail(ctx, 'password_reset', { email: user.username, userId: user.id })
}

/**
 * POST /api/request_magic_link and /api/request_password_reset (our additions, docs/product/calls.md#further-calls style).
 * The answer goes out before the account is even looked up: the lookup, the link and the mail are
 * a background job (issue #19.7), so neither the answer nor its timing tells whether the address
 * has an account. The calls are rate-limited per address and client (rateLimits.ts).
 */
export const requestLinkRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/request_magic_link', async (request): Promise<SuccessResponse> => {
    const email = parseWith(RequestLinkRequest, request.body).username.toLowerCase()
    ctx.jobs.run('request_magic_link', () => mailLoginLink(ctx, email))
    return SENT
  })

  app.post('/api/request_password_reset', async (request): Promise<SuccessResponse> => {
    const email = parseWith(RequestLinkRequest, request.body).username.toLowerCase()
    ctx.jobs.run('request_password_reset', () => mailResetLink(ctx, email))
    return SENT
  })
}
