import { ui } from '../../i18n'

/** The server's limit (engine/api/surveys.ts CreateSurveyRequest). */
export const MAX_SURVEY_NAME = 200

/** The message to show for a new dialog's name, or null when it can be sent (trimmed). */
export function surveyNameError(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return ui.dashboard.nameRequired
  if (trimmed.length > MAX_SURVEY_NAME) return ui.dashboard.nameTooLong
  return null
}
