import { Button, Intent, MenuDivider, MenuItem } from '@blueprintjs/core'
import { useState } from 'react'
import { ui as uiTexts } from '../../../i18n'
import { ActionsMenu } from '../../../ui/ActionsMenu'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import type { ApiFailure } from '../../survey/apiFailure'
import { copyMultichat, deleteMultichat, renameMultichat } from './multichatCalls'
import { MultichatNameDialog } from './MultichatNameDialog'
import './manage.css'

const t = uiTexts.multichatManage

interface Props {
  multichat: { dialog_manager_id: number; name: string }
  onRenamed: (name: string) => void
  onCopied: (copyId: number) => void
  onDeleted: () => void
  /** A failed copy or delete, with what was tried (a shed call shows only the busy banner). */
  onFailed: (text: string, failure: ApiFailure) => void
  /** 'menu': behind a "…" button (the dashboard's cards); 'buttons' (default): a row of buttons (the editor's title). */
  variant?: 'buttons' | 'menu'
}

/**
 * The owner's actions on a multichat (docs/multichat.md "Managing multichats"): rename in a
 * dialog, copy at once, delete after a confirmation naming what is lost. Only shown to the owner;
 * the server refuses everyone else.
 */
export function MultichatActions({ multichat, onRenamed, onCopied, onDeleted, onFailed, variant = 'buttons' }: Props) {
  const { dialog_manager_id: id, name } = multichat
  const [renaming, setRenaming] = useState(false)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState<'copy' | 'delete' | null>(null)

  async function copy() {
    setBusy('copy')
    const result = await copyMultichat(id)
    setBusy(null)
    if (result.ok) onCopied(result.value.dialog_manager_id)
    else if (result.failure) onFailed(t.copyFailed, result.failure)
  }

  async function remove() {
    setBusy('delete')
    const result = await deleteMultichat(id)
    setBusy(null)
    setAsking(false)
    if (result.ok) onDeleted()
    else if (result.failure) onFailed(t.deleteFailed, result.failure)
  }

  const actions =
    variant === 'menu' ? (
      <ActionsMenu label={t.actions(name)} busy={busy !== null}>
        <MenuItem icon="edit" text={t.rename} onClick={() => setRenaming(true)} />
        <MenuItem icon="duplicate" text={t.copy} disabled={busy !== null} onClick={() => void copy()} />
        <MenuDivider />
        <MenuItem
          icon="trash"
          intent={Intent.DANGER}
          text={t.delete}
          disabled={busy !== null}
          onClick={() => setAsking(true)}
        />
      </ActionsMenu>
    ) : (
      <>
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          text={t.rename}
          title={t.rename}
          onClick={() => setRenaming(true)}
        />
        <Button
          size="small"
          variant="minimal"
          icon="duplicate"
          text={t.copy}
          title={t.copy}
          disabled={busy !== null}
          loading={busy === 'copy'}
          onClick={() => void copy()}
        />
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          intent={Intent.DANGER}
          text={t.delete}
          title={t.delete}
          disabled={busy !== null}
          onClick={() => setAsking(true)}
        />
      </>
    )

  return (
    <div className="multichat-actions" {...(variant === 'buttons' && { role: 'group', 'aria-label': t.actions(name) })}>
      {actions}
      <MultichatNameDialog
        isOpen={renaming}
        title={t.renameTitle}
        submitText={t.renameSubmit}
        failedText={t.renameFailed}
        initialName={name}
        onClose={() => setRenaming(false)}
        onSubmit={async (next) => {
          const result = await renameMultichat(id, next)
          if (!result.ok) return result.failure
          setRenaming(false)
          onRenamed(result.value.name)
          return null
        }}
      />
      <ConfirmDialog
        isOpen={asking}
        intent={Intent.DANGER}
        busy={busy === 'delete'}
        texts={{ header: t.deleteTitle, text: t.deleteConfirm(name), back: t.cancel, confirm: t.delete }}
        onClose={() => setAsking(false)}
        onConfirm={() => void remove()}
      />
    </div>
  )
}
