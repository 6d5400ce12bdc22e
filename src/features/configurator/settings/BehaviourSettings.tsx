import { H5, Switch } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useSetConfig, useSurveyValue } from './useSurveySetting'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings

type Flag =
  'feedback_allowed' | 'training_mode' | 'messenger_ui' | 'audio_messages' | 'video_messages' | 'notification_sound'

function FlagSwitch({ flag, label }: { flag: Flag; label: string }) {
  const checked = useSurveyValue(flag)
  const set = useSetConfig()
  return <Switch label={label} checked={checked} onChange={(e) => set(flag, e.currentTarget.checked)} />
}

/** The dialog's on/off settings; each toggle is one undoable edit. */
export function BehaviourSettings() {
  return (
    <section aria-label={t.behaviour}>
      <H5>{t.behaviour}</H5>
      <FlagSwitch flag="feedback_allowed" label={t.feedbackAllowed} />
      <FlagSwitch flag="training_mode" label={t.trainingMode} />
      <FlagSwitch flag="messenger_ui" label={t.messengerUi} />
      <FlagSwitch flag="audio_messages" label={t.audioMessages} />
      <FlagSwitch flag="video_messages" label={t.videoMessages} />
      <FlagSwitch flag="notification_sound" label={t.notificationSound} />
    </section>
  )
}
