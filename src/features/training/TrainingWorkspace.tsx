import { NonIdealState } from '@blueprintjs/core'
import { useEffect } from 'react'
import { ui } from '../../i18n'
import { AnswersList } from './AnswersList'
import { ExamplesPanel } from './ExamplesPanel'
import { LearningCurvePanel } from './LearningCurvePanel'
import { QualityPanel } from './QualityPanel'
import { RoutesPanel } from './RoutesPanel'
import { SuggestionsPanel } from './SuggestionsPanel'
import { TrainingToolbar } from './TrainingToolbar'
import { useTraining, useTrainingUi } from './useTraining'
import { useTrainingShortcuts } from './useTrainingShortcuts'

const t = ui.training

/** The page once the session is open; `withSuggestions` on /intrance_old (Intrance_ai). */
export function TrainingWorkspace({ withSuggestions }: { withSuggestions: boolean }) {
  const session = useTraining()
  const { blockId } = useTrainingUi()
  useTrainingShortcuts(session)
  useEffect(() => {
    if (session.ui.blockId) session.selectBlock(session.ui.blockId)
  }, [session])

  if (!blockId)
    return (
      <main className="page">
        <NonIdealState icon="learning" title={t.noBlocks} description={t.noBlocksText} />
      </main>
    )
  return (
    <main className="page training-page">
      <TrainingToolbar />
      <div className="training-columns">
        <ExamplesPanel key={`e-${blockId}`} blockId={blockId} />
        <div className="training-side">
          <RoutesPanel blockId={blockId} />
          <AnswersList blockId={blockId} />
          <QualityPanel blockId={blockId} />
          <LearningCurvePanel blockId={blockId} />
          {withSuggestions && <SuggestionsPanel key={`s-${blockId}`} blockId={blockId} />}
        </div>
      </div>
    </main>
  )
}
