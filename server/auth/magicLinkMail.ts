import type { ServerContext } from '../context'
import { createOneTimeToken } from './oneTimeTokens'

export interface MagicLinkInvite {
  email: string
  surveyId: string
  surveyName: string
  /** Shown in the mail ("Anna Muster hat Sie eingeladen"); the inviter's username if no name. */
  inviterName: string
}

/**
 * Mails an invitation with a magic link (sharing: invite and resend). The link logs an existing
 * account in, or leads an invited address without account to the registration form.
 */
export async function sendMagicLinkMail(ctx: ServerContext, invite: MagicLinkInvite): Promise<void> {
  const token = await createOneTimeToken(ctx.database.db, ctx.now(), {
    kind: 'magic_link',
    email: invite.email,
    surveyId: invite.surveyId,
  })
  const link = `${ctx.publicUrl}/magic_link?token=${encodeURIComponent(token)}`
  await ctx.mailer.send({
    to: invite.email.trim(),
    subject: `Einladung zum Dialog „${invite.surveyName}“`,
    text: [
      'Guten Tag,',
      '',
      `${invite.inviterName} hat Sie zur Zusammenarbeit am Dialog „${invite.surveyName}“ eingeladen.`,
      '',
      'Mit diesem Link melden Sie sich an (oder legen Ihr Konto an). Er ist 15 Minuten gültig und kann einmal verwendet werden:',
      link,
      '',
      'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite einen neuen an.',
    ].join('\n'),
  })
}
