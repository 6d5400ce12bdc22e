import { useNavigate } from 'react-router-dom'
import { ui } from '../../i18n'
import { createMultichat } from '../multichat/manage/multichatCalls'
import { MultichatNameDialog } from '../multichat/manage/MultichatNameDialog'

const t = ui.multichatManage

/** "Neuer Multichat": a name only; the new, empty multichat opens in its editor to connect dialogs. */
export function CreateMultichatDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  return (
    <MultichatNameDialog
      isOpen={isOpen}
      title={t.createTitle}
      submitText={t.createSubmit}
      failedText={t.createFailed}
      onClose={onClose}
      onSubmit={async (name) => {
        const result = await createMultichat(name)
        if (!result.ok) return result.failure
        void navigate(`/multi/${result.value.dialog_manager_id}`)
        return null
      }}
    />
  )
}
