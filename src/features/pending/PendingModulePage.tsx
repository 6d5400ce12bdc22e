import { NonIdealState } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { de } from '../../i18n/de'

/**
 * The screens of SPEC.md §2.1 that are not built yet (configurator, training, analysis,
 * multichat). The routes exist so the guard, the top bar and the tabs work for them; the page
 * says plainly that the area is missing instead of bouncing the editor to another page.
 */
export function PendingModulePage({ area }: { area: string }) {
  return (
    <main className="page">
      <NonIdealState icon="build" title={de.pending.title(area)} description={de.pending.text}
        action={<Link to="/dashboard">{de.survey.backToDashboard}</Link>} />
    </main>
  )
}
