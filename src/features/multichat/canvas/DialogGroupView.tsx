import { Button, Classes, Tag } from '@blueprintjs/core'
import type { NodeProps } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import { useMultichat, useMultichatUi } from '../useMultichat'
import type { GroupNode } from './multichatFlow'

const t = ui.multichat.group

/** One connected dialog as a frame around its blocks: name, "Lead", lead switch, disconnect. */
export const DialogGroupView = memo(function DialogGroupView({ data }: NodeProps<GroupNode>) {
  const session = useMultichat()
  const { busy } = useMultichatUi()
  const { dialog, lead } = data
  const empty = !dialog.state || dialog.state.blocks.size === 0
  return (
    <div className={`mce-group${lead ? ' mce-group-lead' : ''}`}>
      <div className="mce-group-header nodrag">
        <strong className="mce-group-name" title={dialog.survey_name}>
          {dialog.survey_name}
        </strong>
        {lead && (
          <Tag intent="primary" minimal>
            {t.lead}
          </Tag>
        )}
        {!dialog.editable && dialog.state && <Tag minimal>{t.readOnly}</Tag>}
        <span className="mce-group-actions">
          {!lead && (
            <Button
              size="small"
              variant="minimal"
              icon="crown"
              // An icon with tooltip, as "Dialog trennen" beside it: the German label is long and
              // took the dialog's name's room in the group header.
              aria-label={t.makeLead}
              title={t.makeLead}
              disabled={busy !== null || !dialog.editable}
              loading={busy === 'lead'}
              onClick={() => void session.makeLead(dialog.survey_id)}
            />
          )}
          <Button
            size="small"
            variant="minimal"
            icon="unlink"
            aria-label={`${t.disconnect}: ${dialog.survey_name}`}
            title={t.disconnect}
            disabled={busy !== null || !dialog.editable}
            onClick={() => {
              session.ui.disconnectAsk = dialog.survey_id
            }}
          />
        </span>
      </div>
      {empty && <p className={`mce-group-empty ${Classes.TEXT_MUTED}`}>{dialog.state ? t.empty : t.noAccess}</p>}
    </div>
  )
})
