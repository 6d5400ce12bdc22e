import type { AssignableRole } from '@engine/api/sharing'
import type { Transport } from '@engine/index'
import { acceptInvitations } from '../../server/repositories/invitations'
import type { User } from '../../server/repositories/users'
import { editorToken } from './editorToken'
import { injectTransport } from './injectTransport'
import { insertUser } from './insertSurvey'
import type { TestApp } from './testApp'

export interface Member {
  user: User
  /** A fresh access token, as a login issues it. */
  token: string
  /** The engine's transport over `app.inject` with that token. */
  transport: Transport
}

let members = 0

/**
 * A colleague with `role` in a dialog, without reading invitation mails: an account, invited by
 * `owner` with POST /api/invite_user (the real call: its authorization and role rules), and the
 * invitation accepted as the mailed link does it (`acceptInvitations`, what POST /api/magic_link
 * runs). For model-based tests against `startTestApp` (docs/engine.md "Testing against the real server").
 */
export async function aMember(
  t: TestApp,
  input: { owner: Transport; surveyId: string; role: AssignableRole; email?: string },
): Promise<Member> {
  const email = input.email ?? `kollegin_${++members}_${Date.now().toString(36)}@example.org`
  const user = await insertUser(t.database.db, email, { firstName: 'Kai', lastName: 'Kollegin' })
  await input.owner.send({
    method: 'POST',
    path: '/api/invite_user',
    body: { survey_id: input.surveyId, name: email, new_role: input.role },
  })
  await acceptInvitations(t.database.db, { email, userId: user.id, surveyId: input.surveyId })
  const token = editorToken(user.id)
  return { user, token, transport: injectTransport(t.app, token) }
}
