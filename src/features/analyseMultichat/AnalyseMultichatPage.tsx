import { Callout, Intent } from '@blueprintjs/core'
import { useParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { MultichatAnalysisView } from './MultichatAnalysisView'
import { loadMultichatPaths } from './MultichatPaths'
import { loadMultichatAnalysis } from './useMultichatAnalysis'
import './analyseMultichat.css'

/** /analyse_multichat/{dialog_manager_id}: the id from the path; a path that is no id says so instead of calling. */
export function AnalyseMultichatPage() {
  const id = Number(useParams().dialog_manager_id)
  if (!Number.isInteger(id) || id <= 0)
    return (
      <main className="page">
        <Callout intent={Intent.DANGER}>{ui.analyseMultichat.badId}</Callout>
      </main>
    )
  return <MultichatAnalysisView multichatId={id} load={loadMultichatAnalysis} loadPaths={loadMultichatPaths} />
}
