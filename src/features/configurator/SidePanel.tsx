import { Tab, Tabs } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import type { SidePanel as Panel } from './configuratorUi'
import { HistoryPanel } from './history/HistoryPanel'
import { BlockInspector } from './inspector/BlockInspector'
import { ExitConditionsPanel } from './settings/ExitConditionsPanel'
import { SettingsPanel } from './settings/SettingsPanel'
import { useSession } from './useConfigurator'
import { VersionsPanel } from './versions/VersionsPanel'

const t = ui.configurator.panels

/** Inspector of the selected block, dialog settings, AI exit conditions and the edit history. */
export function SidePanel() {
  const session = useSession()
  const { panel } = useSnapshot(session.ui)
  return (
    <aside className="configurator-side" aria-label={t.label}>
      <Tabs
        id="configurator-panels"
        selectedTabId={panel}
        onChange={(id) => (session.ui.panel = id as Panel)}
        renderActiveTabPanelOnly
      >
        <Tab id="block" title={t.block} panel={<BlockInspector />} />
        <Tab id="settings" title={t.settings} panel={<SettingsPanel />} />
        <Tab id="exit" title={t.exit} panel={<ExitConditionsPanel />} />
        <Tab id="history" title={t.history} panel={<HistoryPanel />} />
        <Tab id="versions" title={t.versions} panel={<VersionsPanel />} />
      </Tabs>
    </aside>
  )
}
