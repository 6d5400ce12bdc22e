import { AnchorButton } from '@blueprintjs/core'
import { de } from '../../i18n/de'

/** A module entry whose flag is 0: shown in its place, disabled like the module tab in the bar. */
export function OffEntry({ text }: { text: string }) {
  return (
    <AnchorButton role="link" size="small" variant="minimal" disabled title={de.multichatManage.offTitle(text)}>
      {text}
    </AnchorButton>
  )
}
