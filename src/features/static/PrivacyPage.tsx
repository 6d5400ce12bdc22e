import { Callout, Classes } from '@blueprintjs/core'
import { GetConfigResponse, SurveyLanguageResponse } from '@engine/api/surveys'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useRespondentLanguage, useRespondentTexts } from '../../i18n/respondent'
import { api } from '../../session/api'
import { LegalSections } from './LegalSections'
import { StaticPageFrame } from './StaticPageFrame'
import { Spinner } from '../../ui/Spinner'

type DialogName = { surveyId: string; name: string | null; language: string | null }

async function loadDialog(surveyId: string): Promise<DialogName> {
  const [config, language] = await Promise.all([
    api('GET', '/api/get_config', { query: { survey_id: surveyId } }),
    api('POST', '/api/get_survey_language', { as: 'public', body: { survey_id: surveyId } }),
  ])
  return {
    surveyId,
    name: GetConfigResponse.parse(config).survey_name,
    language: SurveyLanguageResponse.parse(language).nav_bar_information.language,
  }
}

/**
 * /privacy/{survey_id}: the respondent's privacy notes for one dialog, named by its public config,
 * in the dialog's language (docs/app.md#languages).
 */
export function PrivacyPage() {
  const { survey_id: surveyId = '' } = useParams()
  const [dialog, setDialog] = useState<DialogName | null>(null)
  const loaded = dialog?.surveyId === surveyId ? dialog : null
  useRespondentLanguage(loaded?.language)
  const { privacy } = useRespondentTexts()

  useEffect(() => {
    let current = true
    loadDialog(surveyId)
      .then((found) => current && setDialog(found))
      .catch(() => current && setDialog({ surveyId, name: null, language: null }))
    return () => {
      current = false
    }
  }, [surveyId])

  return (
    <StaticPageFrame
      title={loaded?.name ? privacy.titleOf(loaded.name) : privacy.title}
      links={privacy.links}
      lang={loaded?.language ?? undefined}
    >
      {!loaded && <Spinner size={20} label={privacy.loading} />}
      {loaded && !loaded.name && (
        <Callout icon="info-sign" className="static-placeholder">
          {privacy.unknownDialog}
        </Callout>
      )}
      {loaded && <LegalSections sections={privacy.sections} />}
      <p>
        <Link to="/datenschutz">{privacy.general}</Link>
      </p>
      <p className={Classes.TEXT_MUTED}>{privacy.placeholderNotice}</p>
    </StaticPageFrame>
  )
}
