import { Tooltip } from '@blueprintjs/core'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'

/** Whether a past version is on screen: then nothing may edit the dialog (issue #28). */
export function useViewingVersion(): boolean {
  return useSnapshot(useSession().ui).version !== null
}

/** While a version is shown, a disabled control tells why: "Nur Ansicht: zurück zur aktuellen Version, um zu bearbeiten". */
export function ReadOnlyTooltip({ viewing, children }: { viewing: boolean; children: ReactElement }) {
  if (!viewing) return children
  return (
    <Tooltip content={ui.versionHistory.readOnly} placement="bottom">
      {children}
    </Tooltip>
  )
}
