import { AnchorButton } from '@blueprintjs/core'
import { ui } from '../../i18n'

/** A module entry whose flag is 0: shown in its place, disabled like the module tab in the bar. */
export function OffEntry({ text }: { text: string }) {
  return (
    <AnchorButton role="link" size="small" variant="minimal" disabled title={ui.multichatManage.offTitle(text)}>
      {text}
    </AnchorButton>
  )
}
