// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { firstOpenTab, multichatCardModules, surveyCardTabs } from './cardModules'
import { MultichatCard } from './MultichatCard'
import { SurveyCard } from './SurveyCard'
import type { MultichatSummary, MultichatEntry, SurveyListItem } from './surveyListView'

const allOn = { bearbeiten: 1, intrance: 1, testen: 1, live_switch: 1, analyse: 1 } as const

function aSurveyItem(overrides: Partial<SurveyListItem> = {}): SurveyListItem {
  return {
    survey_id: 's1',
    survey_name: 'Kundenumfrage',
    active: false,
    role: 'Besitzer',
    dialog_manager_id: null,
    updated_on: '2025-01-02T10:00:00.000Z',
    responses: 0,
    responses_capped: false,
    ...allOn,
    ...overrides,
  }
}

const multichat: MultichatSummary = {
  dialog_manager_id: 4,
  name: 'Tatort',
  is_owner: false,
  connected_surveys: [
    { survey_id: 's1', survey_name: 'Kommissarin', order: 0 },
    { survey_id: 's2', survey_name: 'Zeuge', order: 1 },
  ],
  responses: 3,
  responses_capped: false,
}

const entryOf = (m: MultichatSummary): MultichatEntry => ({
  kind: 'multichat',
  key: `m${m.dialog_manager_id}`,
  name: m.name,
  multichat: m,
  dialogs: [],
  updatedOn: null,
  openForSearch: false,
})

afterEach(cleanup)

const noop = () => {}
const renderCard = (survey: SurveyListItem) =>
  render(
    <MemoryRouter>
      <ul>
        <SurveyCard survey={survey} busy={false} onCopy={noop} onTeam={noop} onDelete={noop} />
      </ul>
    </MemoryRouter>,
  )
const tabEntry = (name: string) => within(screen.getByRole('group')).getByRole('link', { name })

describe('dashboard cards follow the module flags (docs/product/screens.md "Dashboard")', () => {
  it.each([
    ['bearbeiten', 'configurator'],
    ['intrance', 'intrance'],
    ['testen', 'assess'],
    ['live_switch', 'share'],
    ['analyse', 'analyse'],
  ] as const)('a dialog with %s 0 offers no %s tab: it is shown disabled, without a link', (flag, tab) => {
    renderCard(aSurveyItem({ [flag]: 0 }))
    const off = tabEntry(de.survey.tabs[tab])
    expect(off.getAttribute('aria-disabled')).toBe('true')
    expect(off.getAttribute('href')).toBeNull()
    for (const other of surveyCardTabs(aSurveyItem()).filter((t) => t.tab !== tab)) {
      const entry = tabEntry(de.survey.tabs[other.tab])
      expect(entry.getAttribute('aria-disabled')).toBeNull()
      expect(entry.getAttribute('href')).toMatch(new RegExp(`^/${other.tab}/`))
    }
  })

  it('the name leads to the first tab that is offered and on; with every module off it is no link', () => {
    renderCard(aSurveyItem({ bearbeiten: 0 }))
    expect(screen.getByRole('link', { name: 'Kundenumfrage' }).getAttribute('href')).toBe('/intrance/s1')
    cleanup()
    renderCard(aSurveyItem({ role: 'Analysieren', live_switch: 0, analyse: 0 }))
    expect(screen.queryByRole('link', { name: 'Kundenumfrage' })).toBeNull()
    expect(screen.getByText('Kundenumfrage')).toBeTruthy()
  })

  it('a role still hides the tabs it may not use; the flags only disable what the role offers', () => {
    const tabs = surveyCardTabs(aSurveyItem({ role: 'Trainieren', testen: 0 }))
    expect(tabs).toEqual([
      { tab: 'intrance', enabled: true },
      { tab: 'assess', enabled: false },
      { tab: 'share', enabled: true },
    ])
    expect(firstOpenTab(tabs)).toBe('intrance')
    expect(firstOpenTab([{ tab: 'share', enabled: false }])).toBeNull()
  })

  it("a multichat card follows its lead dialog's flags: editor, analysis and live game", () => {
    const lead = aSurveyItem({ survey_id: 's1', bearbeiten: 0, analyse: 0 })
    const witness = aSurveyItem({ survey_id: 's2', live_switch: 0 })
    const modules = multichatCardModules(multichat, [lead, witness])
    expect(modules).toEqual({ open: false, analyse: false, play: true })
    render(
      <MemoryRouter>
        <ul>
          <MultichatCard entry={entryOf(multichat)} modules={modules}>
            {null}
          </MultichatCard>
        </ul>
      </MemoryRouter>,
    )
    expect(tabEntry(de.dashboard.multichatOpen).getAttribute('aria-disabled')).toBe('true')
    expect(tabEntry(de.dashboard.multichatAnalyse).getAttribute('href')).toBeNull()
    expect(tabEntry(de.dashboard.multichatPlay).getAttribute('href')).toBe('/multi_live/4')
    expect(screen.queryByRole('link', { name: 'Tatort' })).toBeNull()
    // Not the owner: no rename, copy or delete.
    expect(screen.queryByRole('button', { name: de.multichatManage.actions('Tatort') })).toBeNull()
  })

  it('unknown lead flags (empty multichat, lead of someone else) switch nothing off', () => {
    expect(multichatCardModules({ connected_surveys: [] }, [])).toEqual({ open: true, analyse: true, play: true })
    expect(multichatCardModules(multichat, [aSurveyItem({ survey_id: 's2', bearbeiten: 0 })])).toEqual({
      open: true,
      analyse: true,
      play: true,
    })
  })

  it("the owner's multichat card offers rename, copy and delete in its … menu", async () => {
    render(
      <MemoryRouter>
        <ul>
          <MultichatCard
            entry={entryOf({ ...multichat, is_owner: true })}
            modules={{ open: true, analyse: true, play: true }}
          >
            {null}
          </MultichatCard>
        </ul>
      </MemoryRouter>,
    )
    expect(screen.queryByRole('menuitem', { name: de.multichatManage.delete })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: de.multichatManage.actions('Tatort') }))
    const menu = await screen.findByRole('menu', { name: de.multichatManage.actions('Tatort') })
    for (const name of [de.multichatManage.rename, de.multichatManage.copy, de.multichatManage.delete])
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tatort' }).getAttribute('href')).toBe('/multi/4')
  })
})
