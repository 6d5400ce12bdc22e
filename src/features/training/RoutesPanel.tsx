import { H4 } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { Spinner } from '../../ui/Spinner'
import { RouteShares } from '../analyse/RouteShares'
import { useTrainingUi } from './useTraining'

const t = ui.training.routes
const title = ui.analyse.routes.title

/** The block's summary: how its respondents' answers found their jump (docs/analyse.md "Routes"). */
export function RoutesPanel({ blockId }: { blockId: string }) {
  const { routes, routesLoading } = useTrainingUi()
  return (
    <section className="training-routes" aria-label={title}>
      <div className="training-section-head">
        <H4>{title}</H4>
        {routesLoading && <Spinner size={16} label={t.loading} />}
      </div>
      <p className="bp6-text-muted">{t.help}</p>
      {routes && routes.unique_question_id === blockId && <RouteShares routes={routes.routes} label={title} />}
    </section>
  )
}
