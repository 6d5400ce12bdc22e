import { Button, Callout, Tab, Tabs } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import type { SidePanel as Panel } from './configuratorUi'
import { HistoryPanel } from './history/HistoryPanel'
import { BlockInspector } from './inspector/BlockInspector'
import { ChecksPanel } from './checks/ChecksPanel'
import { ExitConditionsPanel } from './settings/ExitConditionsPanel'
import { SettingsPanel } from './settings/SettingsPanel'
import { SessionContext, useSession } from './useConfigurator'
import { VersionsPanel } from './versions/VersionsPanel'
import { SimulationPanel } from '../simulation/SimulationPanel'
import { versionSession } from './versions/versionSession'

const t = ui.configurator.panels

/**
 * While a past version is shown (issue #28) a panel shows that version, and every control in it
 * is disabled (a disabled fieldset): looking, not editing.
 */
function Viewed({ children }: { children: ReactNode }) {
  const session = useSession()
  const { version } = useSnapshot(session.ui)
  const doc = version ? session.ui.version?.doc : undefined
  const viewed = useMemo(() => (doc ? versionSession(session, doc) : null), [session, doc])
  if (!viewed) return children
  return (
    <SessionContext.Provider value={viewed}>
      <Callout compact icon="eye-open" className="configurator-read-only">
        {ui.versionHistory.readOnlyInspector}
      </Callout>
      <fieldset disabled className="configurator-read-only-fields">
        {children}
      </fieldset>
    </SessionContext.Provider>
  )
}

/** A toolbar's panel shown in place of the tabs, with its title and a button back to the block. */
function ToolPanel({ title, close, children }: { title: string; close: string; children: ReactNode }) {
  const session = useSession()
  return (
    <aside className="configurator-side" aria-label={t.label}>
      <div className="configurator-side-header">
        <h2>{title}</h2>
        <Button
          variant="minimal"
          icon="cross"
          aria-label={close}
          title={close}
          onClick={() => (session.ui.panel = 'block')}
        />
      </div>
      {children}
    </aside>
  )
}

/** Inspector of the selected block, the checks ("Prüfen"), dialog settings, AI exit conditions, the edit history and the versions. */
export function SidePanel() {
  const session = useSession()
  const { panel } = useSnapshot(session.ui)
  // "Prüfen" and "Simulieren" open from the toolbar in place of the tabs (five fill the panel's width already).
  if (panel === 'checks')
    return (
      <ToolPanel title={ui.checks.title} close={ui.checks.close}>
        <ChecksPanel />
      </ToolPanel>
    )
  if (panel === 'simulation')
    return (
      <ToolPanel title={ui.simulation.title} close={ui.simulation.close}>
        <SimulationPanel />
      </ToolPanel>
    )
  return (
    <aside className="configurator-side" aria-label={t.label}>
      <Tabs
        id="configurator-panels"
        selectedTabId={panel}
        onChange={(id) => (session.ui.panel = id as Panel)}
        renderActiveTabPanelOnly
      >
        <Tab id="block" title={t.block} panel={<Viewed>{<BlockInspector />}</Viewed>} />
        <Tab id="settings" title={t.settings} panel={<Viewed>{<SettingsPanel />}</Viewed>} />
        <Tab id="exit" title={t.exit} panel={<Viewed>{<ExitConditionsPanel />}</Viewed>} />
        <Tab id="history" title={t.history} panel={<Viewed>{<HistoryPanel />}</Viewed>} />
        <Tab id="versions" title={t.versions} panel={<VersionsPanel />} />
      </Tabs>
    </aside>
  )
}
