import { HTMLTable } from '@blueprintjs/core'
import type { OutboxResponse } from '@engine/api/auth'
import { ui } from '../../i18n'
import { formatDateTime } from '../../i18n/formatDateTime'

const t = ui.admin.outbox

/** GET /api/admin/outbox: only headers; the links stay in the .eml files under DATA_DIR/outbox. */
export function OutboxTable({ mails }: { mails: OutboxResponse['mails'] }) {
  if (mails.length === 0) return <p>{t.none}</p>
  return (
    <div className="admin-table-scroll">
      <HTMLTable compact striped className="admin-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.to}</th>
            <th scope="col">{t.subject}</th>
            <th scope="col">{t.file}</th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.file}>
              <td>{formatDateTime(mail.date)}</td>
              <td>{mail.to}</td>
              <td>{mail.subject}</td>
              <td>
                <code>{mail.file}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
