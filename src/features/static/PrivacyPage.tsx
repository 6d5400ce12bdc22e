import { Callout, Classes, Spinner } from '@blueprintjs/core'
import { GetConfigResponse } from '@engine/api/surveys'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { LegalSections } from './LegalSections'
import { StaticPageFrame } from './StaticPageFrame'

type DialogName = { surveyId: string; name: string | null }

const { privacy } = ui.legal

/** /privacy/{survey_id}: the respondent's privacy notes for one dialog, named by its public config. */
export function PrivacyPage() {
  const { survey_id: surveyId = '' } = useParams()
  const [dialog, setDialog] = useState<DialogName | null>(null)

  useEffect(() => {
    let current = true
    api('GET', '/api/get_config', { query: { survey_id: surveyId } })
      .then((answer) => current && setDialog({ surveyId, name: GetConfigResponse.parse(answer).survey_name }))
      .catch(() => current && setDialog({ surveyId, name: null }))
    return () => {
      current = false
    }
  }, [surveyId])

  const loaded = dialog?.surveyId === surveyId ? dialog : null
  return (
    <StaticPageFrame title={loaded?.name ? privacy.titleOf(loaded.name) : privacy.title}>
      {!loaded && <Spinner size={20} aria-label={privacy.loading} />}
      {loaded && !loaded.name && (
        <Callout icon="info-sign" className="static-placeholder">
          {privacy.unknownDialog}
        </Callout>
      )}
      <LegalSections sections={privacy.sections} />
      <p>
        <Link to="/datenschutz">{privacy.general}</Link>
      </p>
      <p className={Classes.TEXT_MUTED}>{ui.legal.placeholderNotice}</p>
    </StaticPageFrame>
  )
}
