import { HTMLTable, Tag } from '@blueprintjs/core'
import type { AdminUsersResponse } from '@engine/api/auth'
import { ui } from '../../i18n'
import { formatDateTime } from '../../i18n/formatDateTime'

const t = ui.admin.users

/** GET /api/admin/users: every editor account of this installation (served to admins only). */
export function UsersTable({ users }: { users: AdminUsersResponse['users'] }) {
  if (users.length === 0) return <p>{t.none}</p>
  return (
    <div className="admin-table-scroll">
      <HTMLTable compact striped className="admin-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.username}</th>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.dialogs}</th>
            <th scope="col">{t.validated}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.created}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.user_id}>
              <td>{user.username}</td>
              <td>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</td>
              <td>{user.dialogs}</td>
              <td>{user.email_validated ? t.yes : t.no}</td>
              <td>
                <Tag minimal intent={user.disabled ? 'danger' : 'success'}>
                  {user.disabled ? t.disabled : t.active}
                </Tag>
              </td>
              <td>{formatDateTime(user.created_on)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
