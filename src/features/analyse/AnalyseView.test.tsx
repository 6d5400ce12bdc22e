// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { runTopBarAction } from '../../ui/topBarActions'
import { AnalyseView } from './AnalyseView'
import { anOverview, fakeAnalyseApi, someAnswers, somePaths } from './fakeAnalyseApi'

const t = de.analyse

const figure = (label: string) =>
  within(screen.getByLabelText(t.figures)).getByText(label).nextElementSibling?.textContent
const openSection = async (name: string) => act(async () => fireEvent.click(screen.getByRole('tab', { name })))

const loaded = () => screen.findByRole('table', { name: t.dropoffTitle })

// happy-dom lays nothing out: recharts' ResponsiveContainer measures its box, so the box gets a size.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 640,
    bottom: 260,
    width: 640,
    height: 260,
    toJSON: () => ({}),
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the Analyse page', () => {
  it('shows the figures in German formatting and the drop-off per block with chart and rows', async () => {
    const { api, callsOf } = fakeAnalyseApi()
    const { container } = render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    expect(figure(t.started)).toBe('1.234')
    expect(callsOf('overview')).toEqual([['s1']])
    expect(figure(t.finished)).toBe('617')
    // Running conversations are neither finished nor aborted; the rate counts decided ones only.
    expect(figure(t.running)).toBe('17')
    expect(figure(t.aborted)).toBe('600')
    expect(figure(t.completionRate)).toMatch(/^50,7\s?%$/)
    expect(screen.getByText(t.statusNote(30))).toBeTruthy()
    expect(figure(t.medianDuration)).toBe('12 Min. 30 Sek.')
    const rows = within(screen.getByRole('table', { name: t.dropoffTitle }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      '1. Wie zufrieden sind Sie?1.23401008,1 %',
      '2. Was fehlt Ihnen?1.1341750044,1 %',
    ])
    expect(container.querySelectorAll('.recharts-surface').length).toBeGreaterThanOrEqual(2)
  })

  it('shows per block the distribution, the histogram and the intents of open answers', async () => {
    const { api } = fakeAnalyseApi()
    const { container } = render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    await openSection(t.sections.blocks)
    expect(await screen.findByRole('region', { name: '3. Wie alt sind Sie?' })).toBeTruthy()
    expect(container.querySelectorAll('.recharts-surface')).toHaveLength(2)
    const intents = screen.getByRole('table', { name: `${t.intentsTitle}: Was fehlt Ihnen?` })
    expect(
      within(intents)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['preis400', `${t.noIntent}217`])
    expect(await screen.findByText('Zu teuer')).toBeTruthy()
    // Message feedback: the counts under the block that has ratings, nothing under the others.
    const rated = screen.getByRole('region', { name: '1. Wie zufrieden sind Sie?' })
    expect(within(rated).getByText(t.feedback('12', '3'))).toBeTruthy()
    const unrated = screen.getByRole('region', { name: '3. Wie alt sind Sie?' })
    expect(within(unrated).queryByText(/Bewertungen/)).toBeNull()
  })

  it('shows how an open block with intents routed its answers: shares of the answers with a route, the winning options, old answers named apart', async () => {
    const { api } = fakeAnalyseApi()
    render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    await openSection(t.sections.blocks)
    const table = await screen.findByRole('table', { name: `${t.routes.title}: Was fehlt Ihnen?` })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.replace(/\s/g, ' '))
    expect(rows).toEqual([
      `${t.routes.direct}30050 %`,
      `${t.routes.clarified}15025 %`,
      `${t.routes.clarifiedAs('preis')}10016,7 %`,
      `${t.routes.clarifiedAs('farbe')}508,3 %`,
      `${t.routes.other}305 %`,
      `${t.routes.nachfrage}9015 %`,
      `${t.routes.default}244 %`,
      `${t.routes.asked}61 %`,
    ])
    const block = screen.getByRole('region', { name: '2. Was fehlt Ihnen?' })
    expect(within(block).getByText(t.routes.unknown('17'))).toBeTruthy()
    // Blocks without intents have no routes.
    const likert = screen.getByRole('region', { name: '1. Wie zufrieden sind Sie?' })
    expect(within(likert).queryByText(t.routes.title)).toBeNull()
  })

  it('searching the open answers asks the server with q, and the intent filter with intent', async () => {
    const { api, callsOf } = fakeAnalyseApi({
      answers: (_s, _q, query) => someAnswers(query.q ? ['Zu teuer'] : ['Zu teuer', 'Mehr Farben']),
    })
    render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    await openSection(t.sections.blocks)
    await screen.findByText('Mehr Farben')
    fireEvent.change(screen.getByRole('searchbox', { name: t.search }), { target: { value: 'teuer' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.searchButton })))
    expect(screen.queryByText('Mehr Farben')).toBeNull()
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: t.intentFilter }), { target: { value: 'preis' } }),
    )
    expect(callsOf('answers')).toEqual([
      ['s1', 'q2', { q: '', intent: '', offset: 0 }],
      ['s1', 'q2', { q: 'teuer', intent: '', offset: 0 }],
      ['s1', 'q2', { q: 'teuer', intent: 'preis', offset: 0 }],
    ])
  })

  it("an open answer the AI provider assigned says so, and its percentage is the offline model's", async () => {
    const answers = someAnswers(['Der Techniker kam zweimal', 'Zu teuer'])
    const [byLlm, byModel] = answers.items
    answers.items = [
      { ...(byLlm as (typeof answers.items)[number]), intent: 'preis', confidence: 0.3, routing_source: 'llm' },
      { ...(byModel as (typeof answers.items)[number]), intent: 'preis', confidence: 0.9, routing_source: 'offline' },
    ]
    const { api } = fakeAnalyseApi({ answers: () => answers })
    render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    await openSection(t.sections.blocks)
    const titleOf = async (text: string) =>
      within((await screen.findByText(text)).closest('li') as HTMLElement)
        .getByText('preis')
        .closest('[title]')
        ?.getAttribute('title')
    expect(await titleOf('Der Techniker kam zweimal')).toMatch(
      /^Vom KI-Anbieter zugeordnet \(Modell: Konfidenz 30\s?%\)$/,
    )
    expect(await titleOf('Zu teuer')).toMatch(/^Konfidenz 90\s?%$/)
  })

  it('lists the conversations with filters and shows one as chat', async () => {
    const { api, callsOf } = fakeAnalyseApi()
    render(<AnalyseView surveyId="s1" api={api} botName="Zeugin" />)
    await loaded()
    await openSection(t.sections.transcripts)
    const list = await screen.findByRole('table', { name: t.transcriptsTitle })
    expect(within(list).getAllByRole('row')).toHaveLength(3)
    expect(within(list).getByText(t.unfinishedStatus.aborted)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(t.statusFilter), { target: { value: 'running' } })
    // Days are typed as the German UI writes them (dd.mm.yyyy), whatever the browser's locale.
    expect(screen.getByLabelText(t.fromDay).getAttribute('placeholder')).toBe('TT.MM.JJJJ')
    fireEvent.change(screen.getByLabelText(t.fromDay), { target: { value: '31.11.2026' } })
    expect(screen.getByText(de.shell.day.invalid)).toBeTruthy()
    expect(screen.getByRole('button', { name: t.applyFilters }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText(t.fromDay), { target: { value: '01.11.2026' } })
    fireEvent.change(screen.getByLabelText(t.toDay), { target: { value: '31.10.2026' } })
    expect(screen.getByText(de.shell.day.beforeFrom)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(t.toDay), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText(t.intentFilter), { target: { value: 'preis' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.applyFilters })))
    expect(callsOf('transcripts').at(-1)).toEqual([
      's1',
      { status: 'running', from: '2026-11-01', to: '', intent: 'preis' },
      0,
    ])
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.open(41) })))
    const chat = await screen.findByRole('region', { name: t.transcript(41) })
    expect(within(chat).getByRole('list', { name: de.live.chat.log }).textContent).toContain(
      'Zeugin: Wie zufrieden sind Sie?',
    )
    expect(within(chat).getByText('sehr')).toBeTruthy()
    // The respondent's rating is marked at the rated bot message, read-only.
    expect(within(chat).getByRole('img', { name: t.feedbackMark('down') })).toBeTruthy()
    expect(within(chat).queryByRole('button', { name: de.respondentSettings.feedback.up })).toBeNull()
    expect(callsOf('transcript')).toEqual([['s1', 41]])
  })

  it('Wege shows the real respondents per block and jump, the paths by frequency and what nobody used', async () => {
    const { api, callsOf } = fakeAnalyseApi()
    render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    expect(callsOf('paths')).toEqual([])
    await openSection(t.sections.paths)
    const p = t.paths
    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name: `${name}: Zufriedenheit` }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))
    await screen.findByRole('table', { name: `${p.blocksTitle}: Zufriedenheit` })
    expect(callsOf('paths')).toEqual([['s1', { from: '', to: '' }]])
    expect(
      within(screen.getByLabelText(`${p.figures}: Zufriedenheit`)).getByText(p.respondents).nextElementSibling
        ?.textContent,
    ).toBe('10')
    expect(rowsOf(p.blocksTitle)).toEqual([
      ['1. Waren Sie schon einmal hier?', '10', '1'],
      ['2. Wie zufrieden sind Sie?', '7', '1'],
      ['3. Was hat Sie hergeführt?', '2', '2'],
      ['4. Danke!', '6', '0'],
      ['5. Noch etwas?', '0', '0'],
    ])
    // A choice's jump by its option's label, the default jump by name.
    expect(rowsOf(p.jumpsTitle)).toEqual([
      ['1. Waren Sie schon einmal hier?', 'Ja', '2. Wie zufrieden sind Sie?', '7'],
      ['1. Waren Sie schon einmal hier?', 'Nein', '3. Was hat Sie hergeführt?', '2'],
      ['2. Wie zufrieden sind Sie?', p.defaultJump, '4. Danke!', '6'],
      ['3. Was hat Sie hergeführt?', p.defaultJump, '4. Danke!', '0'],
    ])
    expect(rowsOf(p.pathsTitle)).toEqual([
      ['6', p.yes, '1. Waren Sie schon einmal hier? → 2. Wie zufrieden sind Sie? → 4. Danke!'],
      ['2', p.no, '1. Waren Sie schon einmal hier? → 3. Was hat Sie hergeführt?'],
      ['1', p.no, '1. Waren Sie schon einmal hier?'],
      ['1', p.no, '1. Waren Sie schon einmal hier? → 2. Wie zufrieden sind Sie?'],
    ])
    const listed = (name: string) =>
      within(screen.getByRole('list', { name: `${name}: Zufriedenheit` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(listed(p.neverReachedTitle)).toEqual(['5. Noch etwas?'])
    expect(listed(p.neverTakenTitle)).toEqual([`3. Was hat Sie hergeführt? (${p.defaultJump}) → 4. Danke!`])

    fireEvent.change(screen.getByLabelText(t.fromDay), { target: { value: '01.11.2026' } })
    fireEvent.change(screen.getByLabelText(t.toDay), { target: { value: '31.10.2026' } })
    expect(screen.getByRole('button', { name: p.apply }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText(t.toDay), { target: { value: '30.11.2026' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: p.apply })))
    expect(callsOf('paths').at(-1)).toEqual(['s1', { from: '2026-11-01', to: '2026-11-30' }])
  })

  it('Wege names the blocks shown in a path that no longer exist by their id, and says when nobody started', async () => {
    const empty = { respondents: 0, finished: 0, reached: {}, jumps: {}, stopped: {}, paths: [] }
    const { api } = fakeAnalyseApi({ paths: () => ({ ...somePaths(), picture: empty }) })
    render(<AnalyseView surveyId="s1" api={api} />)
    await openSection(t.sections.paths)
    expect(await screen.findByText(t.paths.noRespondents)).toBeTruthy()
    expect(screen.queryByRole('table', { name: `${t.paths.pathsTitle}: Zufriedenheit` })).toBeNull()
    cleanup()
    const gone = somePaths()
    gone.picture.paths = [{ blocks: ['q1', 'q_deleted'], count: 3, finished: false }]
    render(<AnalyseView surveyId="s1" api={fakeAnalyseApi({ paths: () => gone }).api} />)
    await openSection(t.sections.paths)
    expect(await screen.findByText('1. Waren Sie schon einmal hier? → q_deleted')).toBeTruthy()
  })

  it('the app bar update button loads the shown data again', async () => {
    const { api, callsOf } = fakeAnalyseApi({
      overview: () => (callsOf('overview').length > 1 ? anOverview({ started: 2000 }) : anOverview()),
    })
    render(<AnalyseView surveyId="s1" api={api} />)
    await loaded()
    await openSection(t.sections.transcripts)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: t.open(42) })))
    await act(async () => runTopBarAction('refresh'))
    await openSection(t.sections.overview)
    await loaded()
    expect(figure(t.started)).toBe('2.000')
    expect(
      [callsOf('overview'), callsOf('blocks'), callsOf('transcripts'), callsOf('transcript')].map((c) => c.length),
    ).toEqual([2, 2, 2, 2])
  })

  it('shows the server message when loading fails, and loads again on retry', async () => {
    const { api, fail, callsOf } = fakeAnalyseApi()
    fail.overview = new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialog.', { code: 'forbidden' })
    render(<AnalyseView surveyId="s1" api={api} />)
    expect(await screen.findByText('Keine Berechtigung für diese Aktion in diesem Dialog.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain(t.loadFailed)
    delete fail.overview
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.retry })))
    expect(await loaded()).toBeTruthy()
    expect(callsOf('overview')).toHaveLength(2)
  })
})
