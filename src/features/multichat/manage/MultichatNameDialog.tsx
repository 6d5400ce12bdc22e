import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { Dialog } from '../../../ui/Dialog'
import { type FormEvent, useEffect, useState } from 'react'
import { ui } from '../../../i18n'
import type { ApiFailure } from '../../survey/apiFailure'
import { multichatNameError } from './multichatName'

const t = ui.multichatManage

interface Props {
  isOpen: boolean
  title: string
  submitText: string
  failedText: string
  /** The name the field starts with (renaming: the current one). */
  initialName?: string
  /** Sends the trimmed name; a failure is shown in the dialog, null closes nothing (the caller navigates or closes). */
  onSubmit: (name: string) => Promise<ApiFailure | null>
  onClose: () => void
}

/** Asks for a multichat's name: creating one (dashboard) and renaming it (dashboard and editor). */
export function MultichatNameDialog({
  isOpen,
  title,
  submitText,
  failedText,
  initialName = '',
  onSubmit,
  onClose,
}: Props) {
  const [name, setName] = useState(initialName)
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  useEffect(() => {
    if (!isOpen) return
    setName(initialName)
    setTouched(false)
    setFailure(null)
  }, [isOpen, initialName])
  const error = multichatNameError(name)
  const shownError = touched ? error : null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (error) return
    setSubmitting(true)
    setFailure(null)
    const failed = await onSubmit(name.trim())
    setSubmitting(false)
    setFailure(failed)
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} icon="chat">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent={Intent.DANGER} role="alert" title={failedText} className="page-callout">
              {failure.msg}
            </Callout>
          )}
          <FormGroup
            label={t.nameLabel}
            labelFor="multichat-name"
            helperText={shownError}
            intent={shownError ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="multichat-name"
              autoFocus
              value={name}
              placeholder={t.namePlaceholder}
              intent={shownError ? Intent.DANGER : Intent.NONE}
              onValueChange={(value) => {
                setName(value)
                setTouched(true)
              }}
              onBlur={() => setTouched(true)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={submitText}
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
