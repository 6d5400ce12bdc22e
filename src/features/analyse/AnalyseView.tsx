import { H1, Tab, Tabs } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { useTopBarAction } from '../../ui/topBarActions'
import type { AnalyseApi } from './analyseApi'
import { createAnalyseStore } from './analyseStore'
import { BlocksPanel } from './BlocksPanel'
import { ExportButton } from './ExportButton'
import { OverviewPanel } from './OverviewPanel'
import { PathsPanel } from './PathsPanel'
import { RemoteStatus } from './RemoteStatus'
import { TranscriptsPanel } from './TranscriptsPanel'

const t = uiTexts.analyse

type Section = 'overview' | 'blocks' | 'paths' | 'transcripts'

/**
 * The Analyse page of one dialog (issue #9): Überblick, Fragen, Wege (issue #32), Gespräche. The app bar's update
 * button (docs/product/screens.md#top-bar) reloads everything shown so far; the data stays visible meanwhile.
 */
export function AnalyseView({
  surveyId,
  api,
  botName = t.bot,
}: {
  surveyId: string
  api: AnalyseApi
  botName?: string
}) {
  const [store] = useState(() => createAnalyseStore(api, surveyId))
  const [section, setSection] = useState<Section>('overview')
  const snap = useSnapshot(store.state)
  useEffect(() => store.loadSummary(), [store])
  useTopBarAction('refresh', store.refresh)

  const overview = snap.overview.data && <OverviewPanel data={snap.overview.data} />
  const blocks = snap.blocks.data && <BlocksPanel store={store} data={snap.blocks.data} />
  return (
    <main className="page analyse-page">
      <div className="analyse-head">
        <H1>{t.title}</H1>
        <ExportButton surveyId={surveyId} />
      </div>
      <Tabs
        id="analyse-sections"
        selectedTabId={section}
        onChange={(id) => setSection(id as Section)}
        renderActiveTabPanelOnly
        large
      >
        <Tab
          id="overview"
          title={t.sections.overview}
          panel={
            <>
              <RemoteStatus remote={snap.overview} label={t.sections.overview} onRetry={store.loadSummary} />
              {overview}
            </>
          }
        />
        <Tab
          id="blocks"
          title={t.sections.blocks}
          panel={
            <>
              <RemoteStatus remote={snap.blocks} label={t.sections.blocks} onRetry={store.loadSummary} />
              {blocks}
            </>
          }
        />
        <Tab id="paths" title={t.sections.paths} panel={<PathsPanel store={store} />} />
        <Tab
          id="transcripts"
          title={t.sections.transcripts}
          panel={<TranscriptsPanel store={store} surveyId={surveyId} botName={botName} />}
        />
      </Tabs>
    </main>
  )
}
