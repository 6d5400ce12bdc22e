import { Button, Intent, ProgressBar, Tag } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { useTraining, useTrainingUi } from './useTraining'

const t = ui.training.retrain

/** "Neu trainieren" and, while the server trains, its progress. */
export function RetrainBar() {
  const session = useTraining()
  const { retrain } = useTrainingUi()
  return (
    <div className="training-retrain">
      <Button
        icon="refresh"
        intent={Intent.PRIMARY}
        text={retrain.running ? t.running : t.button}
        loading={false}
        disabled={retrain.running}
        onClick={() => void session.retrain()}
      />
      {retrain.running && (
        <div
          className="training-progress"
          role="progressbar"
          aria-label={t.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(retrain.progress * 100)}
        >
          <ProgressBar intent={Intent.PRIMARY} value={retrain.progress > 0 ? retrain.progress : undefined} />
        </div>
      )}
      {!retrain.running && retrain.status && (
        <Tag minimal intent={retrain.status === 'current' ? Intent.SUCCESS : Intent.WARNING}>
          {retrain.status === 'current' ? t.current : t.stale}
        </Tag>
      )}
      {retrain.error && <Tag intent={Intent.DANGER}>{retrain.error}</Tag>}
    </div>
  )
}
