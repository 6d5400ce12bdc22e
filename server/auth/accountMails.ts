import type { ServerContext } from '../context'
import { type OneTimeKind, createOneTimeToken } from './oneTimeTokens'

/** The page of the client that posts the token (docs/product/screens.md#routes routes). */
const pages: Record<OneTimeKind, string> = {
  magic_link: 'magic_link',
  email_validation: 'email_validation',
  password_reset: 'reset_password',
}

const texts: Record<OneTimeKind, { subject: string; intro: string }> = {
  magic_link: { subject: 'Ihr Anmeldelink', intro: 'mit diesem Link melden Sie sich ohne Passwort an' },
  email_validation: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'mit diesem Link bestätigen Sie Ihre E-Mail-Adresse',
  },
  password_reset: { subject: 'Passwort zurücksetzen', intro: 'mit diesem Link vergeben Sie ein neues Passwort' },
}

/**
 * Mails a single-use link of the given kind to an address (self-service: login link, password
 * reset, e-mail validation). Invitations use sendMagicLinkMail instead.
 */
export async function sendAccountLinkMail(
  ctx: ServerContext,
  kind: OneTimeKind,
  input: { email: string; userId: number | null },
): Promise<void> {
  const token = await createOneTimeToken(ctx.database.db, ctx.now(), { kind, email: input.email, userId: input.userId })
  const link = `${ctx.publicUrl}/${pages[kind]}?token=${encodeURIComponent(token)}`
  const { subject, intro } = texts[kind]
  await ctx.mailer.send({
    to: input.email,
    subject,
    text: [
      'Guten Tag,',
      '',
      `${intro}. Der Link ist 15 Minuten gültig und kann einmal verwendet werden:`,
      link,
      '',
      'Haben Sie das nicht angefordert, können Sie diese E-Mail ignorieren.',
    ].join('\n'),
  })
}
