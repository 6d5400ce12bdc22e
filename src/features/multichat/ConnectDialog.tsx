import { MAX_DIALOGS_PER_MULTICHAT } from '@engine/model'
import { Button, DialogBody, DialogFooter, HTMLSelect, Label } from '@blueprintjs/core'
import { Dialog } from '../../ui/Dialog'
import { useState } from 'react'
import { ui } from '../../i18n'
import { useMultichat, useMultichatDialogs, useMultichatUi } from './useMultichat'

const t = ui.multichat.connect

/** "Dialog verbinden": one of the editor's dialogs (GET /api/surveys) not yet connected. */
export function ConnectDialog() {
  const session = useMultichat()
  const { connectOpen, busy } = useMultichatUi()
  const dialogs = useMultichatDialogs()
  const choices = session.load.own.filter((s) => !dialogs.some((d) => d.survey_id === s.survey_id))
  const [chosen, setChosen] = useState('')
  // The server answers a 51st dialog with 413 too_many_dialogs; say so before it is asked.
  const full = dialogs.length >= MAX_DIALOGS_PER_MULTICHAT
  const value = full ? '' : choices.some((c) => c.survey_id === chosen) ? chosen : (choices[0]?.survey_id ?? '')
  const close = () => {
    session.ui.connectOpen = false
  }
  return (
    <Dialog isOpen={connectOpen} onClose={close} title={t.title} style={{ maxWidth: 440 }}>
      <DialogBody>
        {full ? (
          <p>{t.full(MAX_DIALOGS_PER_MULTICHAT)}</p>
        ) : choices.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <Label>
            {t.choose}
            <HTMLSelect
              fill
              value={value}
              onChange={(e) => setChosen(e.currentTarget.value)}
              options={choices.map((c) => ({ value: c.survey_id, label: c.survey_name }))}
            />
          </Label>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={close} />
            <Button
              intent="primary"
              text={t.submit}
              disabled={!value}
              loading={busy === 'connect'}
              onClick={() => void session.connectDialog(value)}
            />
          </>
        }
      />
    </Dialog>
  )
}
