import type { PresentEditor } from '@engine/api/coediting'
import type { User } from '../repositories/users'

/** Eight colours that stay apart on the canvas and on white; a user keeps theirs (user id modulo 8). */
export const PRESENCE_COLORS = [
  '#2D72D2',
  '#238551',
  '#C87619',
  '#CD4246',
  '#7961DB',
  '#00A396',
  '#D6336C',
  '#8F6B3A',
] as const

/** docs/design/coediting.md "Presence": the account's name, else its e-mail's local part. */
export function presenceName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')
  return name || (user.username.split('@')[0] ?? user.username)
}

export function presentEditor(connectionId: string, user: User): PresentEditor {
  return {
    connection_id: connectionId,
    user_id: user.id,
    name: presenceName(user),
    color: PRESENCE_COLORS[user.id % PRESENCE_COLORS.length] ?? PRESENCE_COLORS[0],
    selected: null,
    typing: null,
  }
}
