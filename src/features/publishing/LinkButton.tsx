import { Classes, Icon, type IconName } from '@blueprintjs/core'
import type { AnchorHTMLAttributes } from 'react'

/**
 * A link that looks like a Blueprint button. Blueprint's AnchorButton gives the link role="button";
 * opening a page and downloading a file are links, so they keep the link role.
 */
export function LinkButton({
  icon,
  text,
  ...link
}: AnchorHTMLAttributes<HTMLAnchorElement> & { icon: IconName; text: string }) {
  return (
    <a className={Classes.BUTTON} {...link}>
      <Icon icon={icon} />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </a>
  )
}
