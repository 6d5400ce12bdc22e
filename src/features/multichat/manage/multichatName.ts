import { ui } from '../../../i18n'

/** The server's limit (engine/api/multichats.ts MultichatName). */
export const MAX_MULTICHAT_NAME = 200

/** The message to show for a multichat's name, or null when it can be sent (trimmed). */
export function multichatNameError(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return ui.multichatManage.nameRequired
  if (trimmed.length > MAX_MULTICHAT_NAME) return ui.multichatManage.nameTooLong
  return null
}
