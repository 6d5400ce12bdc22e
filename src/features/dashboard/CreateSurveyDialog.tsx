import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core'
import { Dialog } from '../../ui/Dialog'
import { Language } from '@engine/model'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { ui } from '../../i18n'
import type { ApiFailure } from '../survey/apiFailure'
import { surveyTabPath } from '../survey/surveyTabs'
import { createSurvey } from './dashboardStore'
import { surveyNameError } from './surveyName'

/** Name and language of a new dialog; on success the editor goes straight to its configurator. */
export function CreateSurveyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [language, setLanguage] = useState<Language>('de')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const error = surveyNameError(name)
  const shownError = touched ? error : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (error) return
    setSubmitting(true)
    setFailure(null)
    const result = await createSurvey(name, language)
    setSubmitting(false)
    if (result.ok) void navigate(surveyTabPath('configurator', result.surveyId))
    else setFailure(result.failure)
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={ui.dashboard.createTitle} icon="add">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent={Intent.DANGER} role="alert" title={ui.dashboard.createFailed} className="page-callout">
              {failure.msg}
            </Callout>
          )}
          <FormGroup
            label={ui.dashboard.nameLabel}
            labelFor="create-survey-name"
            helperText={shownError}
            intent={shownError ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="create-survey-name"
              autoFocus
              value={name}
              placeholder={ui.dashboard.namePlaceholder}
              intent={shownError ? Intent.DANGER : Intent.NONE}
              onValueChange={setName}
              onBlur={() => setTouched(true)}
            />
          </FormGroup>
          <FormGroup label={ui.dashboard.languageLabel} labelFor="create-survey-language">
            <HTMLSelect
              id="create-survey-language"
              fill
              value={language}
              options={Language.options.map((value) => ({ value, label: ui.dashboard.languages[value] }))}
              onChange={(event) => setLanguage(Language.parse(event.currentTarget.value))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={ui.dashboard.cancel} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={ui.dashboard.createSubmit}
                loading={submitting}
                disabled={Boolean(error) || submitting}
              />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
