// @vitest-environment happy-dom
import { examplesOf } from '@engine/index'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { aTrainingServer, renderTraining } from './testing/trainingFake'
import { formatPercent } from '../../i18n/formatNumbers'

const t = de.training
const texts = (session: Awaited<ReturnType<typeof renderTraining>>['session']) =>
  examplesOf(session.state.get()).map((e) => `${e.handle}:${e.text}`)

describe('Trainieren', () => {
  it('adds an example on Enter and undo takes it away again', async () => {
    const server = aTrainingServer()
    const { session } = await renderTraining(server)
    const field = screen.getByRole('textbox', { name: t.examples.newLabel('ja') })
    fireEvent.change(field, { target: { value: 'Auf jeden Fall' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(screen.getByText('Auf jeden Fall')).toBeTruthy())
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/surveys/s1/training/q1/examples')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: t.undo }))
    await waitFor(() => expect(screen.queryByText('Auf jeden Fall')).toBeNull())
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/surveys/s1/training/q1/examples/delete',
        body: { ids: [100] },
      }),
    )
    expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke'])
  })

  it('imports a pasted list as one undo step', async () => {
    const server = aTrainingServer()
    const { session } = await renderTraining(server)
    fireEvent.click(screen.getByRole('button', { name: t.paste.open }))
    fireEvent.change(screen.getByRole('textbox', { name: t.paste.text }), {
      target: { value: 'klar doch\nnö;nein\nhm;vielleicht' },
    })
    expect(screen.getByText(t.paste.preview(2))).toBeTruthy()
    expect(screen.getByText(t.paste.skipped(3, 'hm;vielleicht'))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: t.paste.submit }))
    await waitFor(() => expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke', 'ja:klar doch', 'nein:nö']))
    await act(async () => void (await session.undo()))
    expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke'])
  })

  it('confirms the predicted jump with Enter after moving with the arrow keys', async () => {
    const server = aTrainingServer({
      answers: [{ text: 'passt scho' }, { text: 'jo mei', predicted_handle: 'nein', confidence: 0.55 }],
    })
    const { session } = await renderTraining(server)
    const list = await screen.findByRole('listbox', { name: t.answers.list })
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    await waitFor(() => expect(list.getAttribute('aria-activedescendant')).toBe('training-answer-1'))
    fireEvent.keyDown(list, { key: 'Enter' })
    await waitFor(() => expect(texts(session)).toContain('nein:jo mei'))
    fireEvent.keyDown(list, { key: 'ArrowUp' })
    await waitFor(() => expect(list.getAttribute('aria-activedescendant')).toBe('training-answer-0'))
    fireEvent.keyDown(list, { key: '2' })
    await waitFor(() => expect(texts(session)).toContain('nein:passt scho'))
    expect(within(list).getAllByText(t.answers.label('nein'))).toHaveLength(2)
  })

  it('pages through the answers, marks test answers and searches on the server', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      text: `Antwort ${i + 1}`,
      ...(i === 51 ? { source: 'test' as const, respondent_id: null, test_answer_id: 7 } : {}),
    }))
    const server = aTrainingServer({ answers: many })
    await renderTraining(server)
    const list = await screen.findByRole('listbox', { name: t.answers.list })
    expect(within(list).getAllByRole('option')).toHaveLength(50)
    expect(screen.getByText(t.answers.count(50, 60))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: t.answers.more }))
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(60))
    expect(screen.queryByRole('button', { name: t.answers.more })).toBeNull()
    expect(within(list).getByText('Antwort 52').closest('li')?.textContent).toContain(t.answers.fromTest)

    fireEvent.change(screen.getByRole('combobox', { name: t.answers.sourceLabel }), { target: { value: 'test' } })
    await waitFor(() => expect(screen.getByText(t.answers.count(1, 1))).toBeTruthy())
    fireEvent.change(screen.getByRole('combobox', { name: t.answers.sourceLabel }), { target: { value: 'all' } })
    fireEvent.change(screen.getByRole('searchbox', { name: t.answers.search }), { target: { value: 'Antwort 5' } })
    // Answers 5 and 50–59, asked once after the pause in typing.
    await waitFor(() => expect(screen.getByText(t.answers.count(11, 11))).toBeTruthy())
    expect(server.calls.filter((c) => c.query?.q === 'Antwort 5')).toHaveLength(1)
  })

  it("'Weitere laden' after labelling answers with the filter Offen skips none (keyset paging)", async () => {
    const server = aTrainingServer({ answers: Array.from({ length: 60 }, (_, i) => ({ text: `Antwort ${i + 1}` })) })
    const { session } = await renderTraining(server)
    await act(() => session.loadAnswers({ filter: 'unlabelled' }))
    const list = await screen.findByRole('listbox', { name: t.answers.list })
    expect(screen.getByText(t.answers.count(50, 60))).toBeTruthy()
    // The first ten are labelled: the server's 'Offen' list no longer has them.
    for (let i = 0; i < 10; i++) await act(async () => void expect((await session.labelAnswer(i, 'ja'))?.ok).toBe(true))
    await waitFor(() => expect(session.pending.get()).toBe(0))
    fireEvent.click(screen.getByRole('button', { name: t.answers.more }))
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(60))
    expect(session.ui.answers.items.map((a) => a.text)).toEqual(
      Array.from({ length: 60 }, (_, i) => `Antwort ${i + 1}`),
    )
    expect(screen.getByText(t.answers.count(60, 60))).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.answers.more })).toBeNull()
  })

  it('a shed call (503) shows only the busy banner: no error toast for answers, quality, suggestions, retraining or a rolled-back label', async () => {
    const server = aTrainingServer({ answers: Array.from({ length: 60 }, (_, i) => ({ text: `Antwort ${i + 1}` })) })
    const { session, reports } = await renderTraining(server, true)
    await screen.findByRole('listbox', { name: t.answers.list })
    server.fail = () => new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' })
    await act(() => session.loadMoreAnswers())
    await act(() => session.loadAnswers({ filter: 'unlabelled' }))
    await act(() => session.loadQuality())
    await act(() => session.suggest({ mode: 'label' }))
    await act(() => session.retrain())
    expect(session.ui.retrain.error).toBeNull()
    const label = await act(() => session.labelAnswer(0, 'ja'))
    expect(label?.ok).toBe(false)
    expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke'])
    expect(reports).toEqual([])
    // Any other failure is still reported.
    server.fail = () => new ApiError(500, 'Interner Fehler.', { code: 'internal_error' })
    await act(() => session.loadQuality())
    await act(async () => void (await session.labelAnswer(0, 'ja')))
    expect(reports).toEqual(['Interner Fehler.', t.rolledBack('Interner Fehler.')])
  })

  it('corrects an answer with one click on another jump', async () => {
    const server = aTrainingServer({ answers: [{ text: 'eher nicht', predicted_handle: 'ja', confidence: 0.4 }] })
    const { session } = await renderTraining(server)
    fireEvent.click(await screen.findByRole('button', { name: `${t.answers.correctLabel('nein')}: eher nicht` }))
    await waitFor(() => expect(texts(session)).toContain('nein:eher nicht'))
    expect(await screen.findByText(t.answers.label('nein'))).toBeTruthy()
  })

  it('shows the progress while retraining, then the recomputed quality', async () => {
    let finish: () => void = () => {}
    const server = aTrainingServer({ retrain: new Promise<void>((r) => (finish = r)) })
    await renderTraining(server)
    fireEvent.click(screen.getByRole('button', { name: t.retrain.button }))
    const bar = await screen.findByRole('progressbar', { name: t.retrain.progress })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'))
    const qualityCalls = server.calls.filter((c) => c.path.endsWith('/quality')).length
    await act(async () => finish())
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(screen.getByText(t.retrain.current)).toBeTruthy()
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/quality')).length).toBe(qualityCalls + 1))
    expect(screen.getByText('50 %')).toBeTruthy()
  })

  it('shows that the model is being built while its job runs, and why the job failed', async () => {
    const block = {
      unique_question_id: 'q1',
      question: 'Frage',
      handles: ['ja', 'nein'],
      examples: 2,
      trained_at: null,
    }
    const job = (
      state: 'running' | 'failed',
      progress: number | null,
      error: { code: string; msg: string } | null,
    ) => ({
      job_id: 7,
      kind: 'train_intents',
      key: 'train:s1:q1',
      state,
      progress,
      error,
      attempts: 1,
      created_on: '2026-01-01T00:00:00Z',
      finished_on: null,
    })
    const reason = 'Das Training hat zu lange gedauert und wurde abgebrochen.'
    const running = {
      status: 'stale' as const,
      progress: 0,
      blocks: [{ ...block, state: 'stale' as const, job: job('running', 40, null) }],
    }
    const failed = {
      status: 'stale' as const,
      progress: 0,
      blocks: [
        { ...block, state: 'stale' as const, job: job('failed', null, { code: 'training_timeout', msg: reason }) },
      ],
    }
    let current = running
    const server = aTrainingServer({ buildStatus: () => current })
    await renderTraining(server)
    fireEvent.click(screen.getByRole('button', { name: t.retrain.button }))
    expect(await screen.findByRole('button', { name: t.retrain.running })).toBeTruthy()
    const bar = await screen.findByRole('progressbar', { name: t.retrain.progress })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'))
    current = failed
    expect(await screen.findByText(t.retrain.failed(reason))).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('warns for intents with fewer than 5 examples', async () => {
    await renderTraining(aTrainingServer())
    expect(await screen.findByText(t.quality.few('ja', 1, 5))).toBeTruthy()
  })

  it('saves a suggestion only when the editor accepts it', async () => {
    const suggestion = (text: string) => ({
      text,
      handle: 'ja',
      confidence: 0.7,
      respondent_id: null,
      nearest_example: 'Ja gerne',
    })
    const server = aTrainingServer({
      suggestions: { source: 'offline', suggestions: [suggestion('sehr gern'), suggestion('na klar')] },
    })
    const { session } = await renderTraining(server, true)
    fireEvent.click(screen.getByRole('button', { name: t.suggestions.generateExamples }))
    await screen.findByText('sehr gern')
    expect(screen.getByText(t.suggestions.source.offline)).toBeTruthy()
    expect(server.calls.some((c) => c.path.endsWith('/examples'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: t.suggestions.rejectLabel('na klar') }))
    fireEvent.click(screen.getByRole('button', { name: t.suggestions.acceptLabel('sehr gern', 'ja') }))
    await waitFor(() => expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke', 'ja:sehr gern']))
    expect(texts(session)).not.toContain('ja:na klar')
    await waitFor(() => expect(screen.queryByText('sehr gern', { selector: '.training-suggestion span' })).toBeNull())
  })

  it('shows the learning curve once answers are confirmed, and reloads it after each confirmation', async () => {
    const server = aTrainingServer({ answers: [{ text: 'passt scho' }, { text: 'jo mei' }, { text: 'nö' }] })
    const { session } = await renderTraining(server)
    expect(await screen.findByText(t.curve.none)).toBeTruthy()
    expect(screen.queryByRole('img', { name: /Lernkurve/ })).toBeNull()
    const list = await screen.findByRole('listbox', { name: t.answers.list })
    fireEvent.keyDown(list, { key: 'Enter' })
    fireEvent.keyDown(list, { key: '2' })
    await waitFor(() =>
      expect(texts(session)).toEqual(['ja:Ja gerne', 'nein:Nein danke', 'ja:passt scho', 'nein:jo mei']),
    )
    // Two confirmed answers: points at 0 and 1 confirmed, measured on 2 and 1 later ones.
    const curve = await screen.findByRole('table', { name: t.curve.title })
    await waitFor(() => expect(within(curve).getAllByRole('row')).toHaveLength(3))
    const cells = within(within(curve).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual(['1', '1', formatPercent(0.25), formatPercent(0.05)])
    expect(screen.getByRole('img', { name: t.curve.chart(formatPercent(0.25), formatPercent(0.05)) })).toBeTruthy()
    expect(screen.getByText(t.curve.summary(2, 2, '0,60'))).toBeTruthy()
    expect(screen.queryByText(t.curve.none)).toBeNull()
  })

  it("orders 'Offen' least sure first by default, lets the editor choose newest first, and starts over when the model changed", async () => {
    const server = aTrainingServer({
      answers: Array.from({ length: 60 }, (_, i) => ({ text: `Antwort ${i + 1}` })),
      reorderOnMore: true,
    })
    const { session } = await renderTraining(server)
    await act(() => session.loadAnswers({ filter: 'unlabelled' }))
    const order = screen.getByRole('combobox', { name: t.answers.orderLabel }) as HTMLSelectElement
    expect(order.value).toBe('unsure')
    expect(server.calls.at(-1)?.query?.order).toBeUndefined()
    // "Weitere laden" after a retrain: the server's new order replaces the list instead of adding to it.
    fireEvent.click(screen.getByRole('button', { name: t.answers.more }))
    expect(await screen.findByText(t.answers.reordered)).toBeTruthy()
    expect(session.ui.answers.items.map((a) => a.text)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Antwort ${i + 1}`),
    )
    fireEvent.change(order, { target: { value: 'newest' } })
    await waitFor(() => expect(server.calls.at(-1)?.query?.order).toBe('newest'))
    await waitFor(() => expect(order.value).toBe('newest'))
    expect(screen.queryByText(t.answers.reordered)).toBeNull()
    // Another filter gets its own default again.
    await act(() => session.loadAnswers({ filter: 'all' }))
    expect(server.calls.at(-1)?.query?.order).toBeUndefined()
    expect(order.value).toBe('newest')
  })

  it("shows a respondent's pick: Übernehmen labels with it, Ablehnen is stored for every answer of that text and trains nothing, Rückgängig takes it back", async () => {
    const server = aTrainingServer({
      answers: [
        { text: 'naja geht so', respondent_pick: 'nein', predicted_handle: 'ja', confidence: 0.4 },
        { text: 'hm', respondent_pick: 'ja', predicted_handle: 'nein', confidence: 0.3 },
        { text: 'NAJA geht so', respondent_pick: 'nein' },
        { text: 'passt scho' },
      ],
    })
    const { session } = await renderTraining(server)
    const list = await screen.findByRole('listbox', { name: t.answers.list })
    const row = (text: string) => within(within(list).getByText(text).closest('li') as HTMLElement)
    expect(row('naja geht so').getByText(t.answers.pick('nein'))).toBeTruthy()
    expect(row('passt scho').queryByText(/Befragte Person/)).toBeNull()

    // Only the respondents' picks, least sure first as the server orders them.
    fireEvent.click(screen.getByRole('radio', { name: t.answers.filter.picked }))
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3))
    expect(server.calls.at(-1)?.query).toMatchObject({ filter: 'picked' })
    expect(server.calls.at(-1)?.query?.order).toBeUndefined()
    expect(session.ui.answers.shownOrder).toBe('unsure')

    const examplesBefore = texts(session)
    const callsBefore = server.calls.length
    fireEvent.click(
      row('naja geht so').getByRole('button', { name: t.answers.rejectPickLabel('nein', 'naja geht so') }),
    )
    await waitFor(() => expect(row('NAJA geht so').getByText(t.answers.pickRejected('nein'))).toBeTruthy())
    expect(row('naja geht so').getByText(t.answers.pickRejected('nein'))).toBeTruthy()
    expect(server.calls.slice(callsBefore)).toEqual([
      {
        method: 'PUT',
        path: '/api/surveys/s1/training/q1/answers/1/pick',
        body: { handle: 'nein', rejected: true },
        query: undefined,
      },
    ])
    expect(texts(session)).toEqual(examplesBefore)
    // Taken back on the other answer of the same words: both offer the pick again.
    fireEvent.click(
      row('NAJA geht so').getByRole('button', { name: t.answers.restorePickLabel('nein', 'NAJA geht so') }),
    )
    await waitFor(() => expect(row('naja geht so').getByText(t.answers.pick('nein'))).toBeTruthy())
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/surveys/s1/training/q1/answers/3/pick',
      body: { rejected: false },
    })

    fireEvent.click(row('hm').getByRole('button', { name: t.answers.takePickLabel('ja', 'hm') }))
    await waitFor(() => expect(texts(session)).toContain('ja:hm'))
    expect(row('hm').getByText(t.answers.label('ja'))).toBeTruthy()
    expect(row('hm').queryByRole('button', { name: t.answers.takePickLabel('ja', 'hm') })).toBeNull()
    // The filter reloaded: rejected picks are no longer offered by the server.
    fireEvent.click(
      row('naja geht so').getByRole('button', { name: t.answers.rejectPickLabel('nein', 'naja geht so') }),
    )
    await waitFor(() => expect(row('naja geht so').getByText(t.answers.pickRejected('nein'))).toBeTruthy())
    await act(() => session.loadAnswers({ filter: 'picked' }))
    expect(session.ui.answers.items.map((a) => a.text)).toEqual([])
  })

  it("the block's summary shows how the answers were routed, the options that won, and leaves out answers without a route", async () => {
    const server = aTrainingServer({
      routes: {
        total: 210,
        known: 200,
        direct: 120,
        clarified: 50,
        clarified_by_intent: [
          { intent: 'nein', count: 30 },
          { intent: 'ja', count: 20 },
        ],
        other: 10,
        nachfrage: 12,
        default: 6,
        asked: 2,
        unknown: 10,
      },
    })
    await renderTraining(server)
    const table = await screen.findByRole('table', { name: de.analyse.routes.title })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.replace(/\s/g, ' '))
    const share = (n: number) => formatPercent(n / 200, 1).replace(/\s/g, ' ')
    const routes = de.analyse.routes
    expect(rows).toEqual([
      `${routes.direct}120${share(120)}`,
      `${routes.clarified}50${share(50)}`,
      `${routes.clarifiedAs('nein')}30${share(30)}`,
      `${routes.clarifiedAs('ja')}20${share(20)}`,
      `${routes.other}10${share(10)}`,
      `${routes.nachfrage}12${share(12)}`,
      `${routes.default}6${share(6)}`,
      `${routes.asked}2${share(2)}`,
    ])
    expect(share(120)).toMatch(/^60\s?%$/)
    expect(screen.getByText(routes.unknown('10'))).toBeTruthy()
    expect(server.calls.filter((c) => c.path.endsWith('/routes')).map((c) => c.path)).toEqual([
      '/api/surveys/s1/training/q1/routes',
    ])
  })
})
