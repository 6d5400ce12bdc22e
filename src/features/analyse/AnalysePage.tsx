import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { currentSurvey } from '../survey/currentSurvey'
import { httpAnalyseApi } from './analyseApi'
import { AnalyseView } from './AnalyseView'
import './analyse.css'

/** /analyse/{survey_id}, inside SurveyRoute (which loads the dialog for the bar). */
export function AnalysePage() {
  const surveyId = useParams().survey_id ?? ''
  const survey = useSnapshot(currentSurvey).survey
  const botName = (survey?.survey_id === surveyId && survey.avatar_name) || ui.analyse.bot
  // A new id is a new store: key remounts the view.
  return <AnalyseView key={surveyId} surveyId={surveyId} api={httpAnalyseApi} botName={botName} />
}
