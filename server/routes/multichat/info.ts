import { MultichatParams } from '@engine/api/multichats'
import type { MultichatContact, MultichatInfoResponse } from '@engine/api/multichat'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { findMultichat } from '../../repositories/multichats'
import { listMedia } from '../../repositories/media'
import { requireSurvey } from '../../services/dialogs/requireSurvey'
import { requireMultichatAccess } from '../../auth/multichatAccess'
import { multichatNotFound } from '../../auth/multichatAccess'
import { requireConnectedSurveys } from '../../services/multichat/loadGame'

/**
 * GET /api/multichat/{id} (public, like get_config): the chat list before the first answer. It
 * shows each dialog's face (avatar name, colour), nothing of its content. Without a token only a
 * live game answers (its lead dialog is active); an inactive one is as unknown as a missing id,
 * the same 404, so the sequential ids list nothing but the games that are public anyway
 * (docs/reliability/security.md#findings-1-8-9, finding 8). The editor's test chat sends its token and sees
 * its game inactive too, with 'test' in every dialog, as test_chat asks.
 */
export const multichatInfoRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/multichat/:dialog_manager_id', async (request): Promise<MultichatInfoResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const editor = request.headers.authorization !== undefined
    const access = editor ? await requireMultichatAccess(ctx, request, dialog_manager_id, 'test') : undefined
    const multichat = access?.multichat ?? (await findMultichat(db, dialog_manager_id))
    if (!multichat) throw multichatNotFound()
    const connected = await requireConnectedSurveys(db, dialog_manager_id)
    const stored = await Promise.all(connected.map((s) => requireSurvey(db, s.survey_id)))
    if (!editor && stored[0]?.survey.active !== true) throw multichatNotFound()
    // The newest uploaded avatar and logo, as the single live chat picks them from the media list.
    const media = await Promise.all(connected.map((s) => listMedia(db, s.survey_id)))
    const newest = (i: number, type: 'avatar' | 'logo') => media[i]?.find((m) => m.type === type)?.location ?? null
    const contacts = stored.map(({ survey }, i): MultichatContact => ({
      survey_id: survey.survey_id,
      name: survey.avatar_name.trim() || survey.survey_name,
      avatar_src: newest(i, 'avatar'),
      accent_color: survey.color,
      order: connected[i]?.order ?? i,
      language: survey.language,
    }))
    const lead = stored[0]!.survey
    return {
      dialog_manager_id,
      name: multichat.name,
      contacts,
      // The lead dialog's settings speak for the game (docs/product/entities.md client config).
      config: {
        notification_sound: lead.notification_sound,
        audio_messages: lead.audio_messages,
        video_messages: lead.video_messages,
        // docs/runtime.md "Respondent settings": an http(s) link of the lead dialog, else its newest uploaded background.
        background_image: /^https?:\/\//i.test(lead.background_link.trim())
          ? lead.background_link.trim()
          : (media[0]?.find((m) => m.type === 'background')?.location ?? ''),
        logo_src: newest(0, 'logo'),
      },
    }
  })
}
