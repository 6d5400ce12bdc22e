import { de } from '../../../i18n/de'

/** The server's limit (engine/api/dialogManagers.ts DialogManagerName). */
export const MAX_MANAGER_NAME = 200

/** The message to show for a multichat's name, or null when it can be sent (trimmed). */
export function managerNameError(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return de.multichatManage.nameRequired
  if (trimmed.length > MAX_MANAGER_NAME) return de.multichatManage.nameTooLong
  return null
}
