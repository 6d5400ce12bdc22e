import { ui } from '../../../i18n'
import { AppearanceSettings } from './AppearanceSettings'
import { BehaviourSettings } from './BehaviourSettings'
import { GeneralSettings } from './GeneralSettings'
import { MediaSection } from './MediaSection'
import { MessageSettings } from './MessageSettings'
import './settings.css'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings

/**
 * The dialog's settings. Every field shows the engine's value and changes it only through an
 * engine command (undo, redo and rollback show in the inputs); media are direct server calls.
 */
export function SettingsPanel() {
  return (
    <form className="settings-panel" aria-label={t.label} onSubmit={(e) => e.preventDefault()}>
      <GeneralSettings />
      <MessageSettings />
      <AppearanceSettings />
      <BehaviourSettings />
      <MediaSection />
    </form>
  )
}
