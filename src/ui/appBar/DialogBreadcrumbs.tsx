import { Classes, Icon } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'

/** docs/product/screens.md#top-bar: back-to-dashboard link, then the dialog name (current page). */
export function DialogBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label={ui.shell.bar.breadcrumbs}>
      <ol className={`${Classes.BREADCRUMBS} app-bar-breadcrumbs`}>
        <li>
          <Link to="/dashboard" className={Classes.BREADCRUMB}>
            <Icon icon="arrow-left" aria-hidden />
            <span className="app-bar-back-text">{ui.shell.bar.backToDashboard}</span>
          </Link>
        </li>
        <li>
          <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page" title={current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
