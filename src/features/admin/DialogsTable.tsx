import { HTMLTable, Tag } from '@blueprintjs/core'
import type { SurveyListResponse } from '@engine/api/surveys'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { formatDateTime } from '../../i18n/formatDateTime'
import { roleLabel } from '../sharing/roleLabel'

const t = ui.admin.dialogs

export function DialogsTable({ surveys }: { surveys: SurveyListResponse['surveys'] }) {
  if (surveys.length === 0) return <p>{t.none}</p>
  return (
    <div className="admin-table-scroll">
      <HTMLTable compact striped className="admin-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.multichat}</th>
            <th scope="col">{t.updated}</th>
          </tr>
        </thead>
        <tbody>
          {surveys.map((survey) => (
            <tr key={survey.survey_id}>
              <td>
                <Link to={`/configurator/${encodeURIComponent(survey.survey_id)}`}>{survey.survey_name}</Link>
              </td>
              <td>{roleLabel(survey.role)}</td>
              <td>
                <Tag minimal intent={survey.active ? 'success' : 'none'}>
                  {survey.active ? t.live : t.inactive}
                </Tag>
              </td>
              <td>
                {survey.dialog_manager_id === null ? (
                  '–'
                ) : (
                  <Link to={`/multi/${survey.dialog_manager_id}`}>{t.multichatNumber(survey.dialog_manager_id)}</Link>
                )}
              </td>
              <td>{formatDateTime(survey.updated_on)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
