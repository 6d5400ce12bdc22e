import { Classes, H1 } from '@blueprintjs/core'
import type { MultichatSummary } from '@engine/api/multichats'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ui as uiTexts } from '../../../i18n'
import { showToast } from '../../../ui/toasts'
import { loadMultichatSummary } from './multichatCalls'
import { MultichatActions } from './MultichatActions'
import './manage.css'

const t = uiTexts.multichatManage

/**
 * The multichat's name in the editor's toolbar and, for its owner, rename, copy (opens the copy)
 * and delete (back to the dashboard). Failures are toasts: the canvas stays usable.
 */
export function MultichatTitle({ multichatId }: { multichatId: number }) {
  const navigate = useNavigate()
  const [summary, setSummary] = useState<Pick<MultichatSummary, 'name' | 'is_owner'> | null>(null)
  useEffect(() => {
    let current = true
    setSummary(null)
    void loadMultichatSummary(multichatId).then((result) => {
      if (!current) return
      if (result.ok) setSummary(result.value)
      else if (result.failure) showToast(`${uiTexts.multichat.loadFailed} ${result.failure.msg}`, 'danger')
    })
    return () => {
      current = false
    }
  }, [multichatId])

  if (!summary) return <span className={`mce-title ${Classes.SKELETON}`}>{uiTexts.multichat.title}</span>
  return (
    <>
      <H1 className="mce-title" title={summary.name}>
        {summary.name}
      </H1>
      {summary.is_owner && (
        <MultichatActions
          multichat={{ dialog_manager_id: multichatId, name: summary.name }}
          onRenamed={(name) => {
            setSummary({ ...summary, name })
            showToast(t.renamed)
          }}
          onCopied={(copyId) => {
            showToast(t.copied)
            void navigate(`/multi/${copyId}`)
          }}
          onDeleted={() => {
            showToast(t.deleted)
            void navigate('/dashboard')
          }}
          onFailed={(text, failure) => showToast(`${text} ${failure.msg}`, 'danger')}
        />
      )}
    </>
  )
}
