import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { type Editor, requireEditor } from './requireEditor'

/**
 * The admin calls (/admin: every account, the outbox) show everyone's accounts and mail, which is
 * personal data: only an editor whose account has the admin right gets them, from wherever the
 * request comes. The right is a flag on the account (`npm run admin`), never the client's
 * address, which a proxy or a forged X-Forwarded-For decides (docs/reliability/security.md#findings-3-4-11).
 */
export async function requireAdmin(ctx: ServerContext, request: FastifyRequest): Promise<Editor> {
  const editor = await requireEditor(ctx, request)
  if (!editor.user.isAdmin)
    throw new ApiError(403, 'Keine Berechtigung: Nur für Konten mit Admin-Recht.', 'admin_required')
  return editor
}
