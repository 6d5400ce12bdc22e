import { H1, Intent, Tag } from '@blueprintjs/core'
import { AdminUsersResponse, HealthResponse, OutboxResponse } from '@engine/api/auth'
import { SurveyListResponse } from '@engine/api/surveys'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { AdminSection } from './AdminSection'
import { DialogsTable } from './DialogsTable'
import { OutboxTable } from './OutboxTable'
import { UsersTable } from './UsersTable'
import { useAdminData } from './useAdminData'
import './admin.css'

const loadHealth = async () => HealthResponse.parse(await api('GET', '/api/health'))
const loadSurveys = async () => SurveyListResponse.parse(await api('GET', '/api/surveys')).surveys
const loadUsers = async () => AdminUsersResponse.parse(await api('GET', '/api/admin/users')).users
const loadOutbox = async () => OutboxResponse.parse(await api('GET', '/api/admin/outbox')).mails

/**
 * /admin (docs/product/screens.md#routes, offered in the menu to admins only): server state, all accounts, the
 * editor's own dialogs and the outbox. The server answers the account and mail lists only to
 * accounts with the admin right (docs/reliability/security.md#findings-3-4-11).
 */
export function AdminPage() {
  const [health, reloadHealth] = useAdminData(loadHealth)
  const [users, reloadUsers] = useAdminData(loadUsers)
  const [surveys, reloadSurveys] = useAdminData(loadSurveys)
  const [outbox, reloadOutbox] = useAdminData(loadOutbox)

  return (
    <main className="page admin-page">
      <H1>{ui.admin.title}</H1>
      <p>{ui.admin.intro}</p>
      <AdminSection title={ui.admin.server.title} state={health} onReload={reloadHealth}>
        {(data) => (
          <p className="admin-health">
            <Tag intent={Intent.SUCCESS} icon="tick">
              {ui.admin.server.ok}
            </Tag>
            <span>{ui.admin.server.database(data.db)}</span>
          </p>
        )}
      </AdminSection>
      <AdminSection title={ui.admin.users.title} state={users} onReload={reloadUsers}>
        {(data) => <UsersTable users={data} />}
      </AdminSection>
      <AdminSection title={ui.admin.dialogs.title} state={surveys} onReload={reloadSurveys}>
        {(data) => <DialogsTable surveys={data} />}
      </AdminSection>
      <AdminSection title={ui.admin.outbox.title} state={outbox} onReload={reloadOutbox}>
        {(data) => <OutboxTable mails={data} />}
      </AdminSection>
    </main>
  )
}
