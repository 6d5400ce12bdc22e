import { ResendInviteRequest, SharingRequest, type SharingResponse } from '@engine/api/sharing'
import type { FastifyPluginAsync } from 'fastify'
import { sendMagicLinkMail } from '../../auth/magicLinkMail'
import type { Editor } from '../../auth/requireEditor'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import {
  findMemberByEmail,
  findSurveyName,
  findUserIdByEmail,
  insertInvitations,
  touchInvitation,
} from '../../repositories/sharing'
import { parseSharing } from './parseSharing'
import { sharingScope } from './sharingTargets'
import { publishOutside } from '../../coediting/publish'

const inviterName = ({ user }: Editor) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username

async function mailInvitation(ctx: ServerContext, editor: Editor, surveyId: string, email: string) {
  const surveyName = (await findSurveyName(ctx.database.db, surveyId)) ?? ''
  await sendMagicLinkMail(ctx, { email, surveyId, surveyName, inviterName: inviterName(editor) })
}

/**
 * Invitations stay pending (invite_accepted 0) until the magic link is used, also for addresses
 * that already have an account (docs/design/conventions.md): nobody is added to a dialog without agreeing.
 * The account is linked at once (user_id), so acceptance needs no address lookup.
 */
export const inviteUserRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/invite_user', async (request, reply): Promise<SharingResponse> => {
    const body = parseSharing(SharingRequest, request.body)
    const scope = await sharingScope(ctx, request, body)
    if (await findMemberByEmail(db, body.survey_id, body.name)) {
      throw new ApiError(409, 'Diese Person ist bereits Mitglied dieses Dialogs oder eingeladen.', 'already_member')
    }
    const userId = (await findUserIdByEmail(db, body.name)) ?? null
    const rows = scope.surveyIds.map((surveyId) => ({ surveyId, email: body.name, userId, role: body.new_role }))
    const invited = await insertInvitations(db, rows, ctx.now())
    // One mail for the dialog asked for; the multichat's other invitations ride along.
    publishOutside(ctx, invited, 'members')
    await mailInvitation(ctx, scope.access, body.survey_id, body.name)
    reply.status(201)
    return { msg: 'Einladung versendet.', survey_ids: invited }
  })

  app.post('/api/resend_invite', async (request): Promise<SharingResponse> => {
    const body = parseSharing(ResendInviteRequest, request.body)
    const scope = await sharingScope(ctx, request, { ...body, apply_to_multichat: false })
    const member = await findMemberByEmail(db, body.survey_id, body.name)
    if (!member) throw new ApiError(404, 'Diese Person ist nicht Mitglied dieses Dialogs.', 'member_not_found')
    if (member.inviteAccepted !== 0) {
      throw new ApiError(
        409,
        'Die Einladung wurde bereits angenommen und kann nicht erneut gesendet werden.',
        'invite_not_pending',
      )
    }
    await touchInvitation(db, body.survey_id, body.name, ctx.now(), body.new_role)
    publishOutside(ctx, [body.survey_id], 'members')
    await mailInvitation(ctx, scope.access, body.survey_id, body.name)
    return { msg: 'Einladung erneut versendet.', survey_ids: [body.survey_id] }
  })
}
