// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { MultichatAnalysisResponse } from '@engine/api/multichat'
import { afterEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { runTopBarAction } from '../../ui/topBarActions'
import { MultichatAnalysisView } from './MultichatAnalysisView'
import type { LoadAnalysis } from './useMultichatAnalysis'
import type { LoadPaths } from './MultichatPaths'
import { somePaths } from '../analyse/fakeAnalyseApi'

const noPaths: LoadPaths = async (id) => ({ dialog_manager_id: id, dialogs: [] })

const t = de.analyseMultichat

const anAnalysis = (more: Partial<MultichatAnalysisResponse> = {}): MultichatAnalysisResponse => ({
  dialog_manager_id: 7,
  name: 'Tatort',
  players_started: 1234,
  players_finished: 617,
  players_running: 5,
  median_seconds_to_solve: 750,
  average_seconds_to_solve: 4000,
  stuck: [
    {
      survey_id: 's1',
      survey_name: 'Kommissarin',
      unique_question_id: 'k2',
      question: 'Wo waren Sie gestern Abend?',
      players: 12,
    },
  ],
  dialogs: [
    { survey_id: 's1', survey_name: 'Kommissarin', started: 1234, finished: 617, running: 5, stuck: 12 },
    { survey_id: 's2', survey_name: 'Zeuge', started: 800, finished: 500, running: 0, stuck: 0 },
  ],
  ...more,
})

/** A fake api: answers one by one from the list and records the calls. */
function fakeLoad(...answers: (MultichatAnalysisResponse | Error)[]) {
  const calls: number[] = []
  const load: LoadAnalysis = async (id) => {
    calls.push(id)
    const next = answers.shift() ?? anAnalysis()
    if (next instanceof Error) throw next
    return next
  }
  return { load, calls }
}

/** A key figure by its card's label (a column of the tables may have the same words). */
const figure = (label: string) =>
  screen.getAllByText(label).find((e) => e.tagName === 'DT')?.nextElementSibling?.textContent

afterEach(() => cleanup())

describe('the multichat analysis', () => {
  it('shows a spinner while loading, then the figures in German formatting', async () => {
    const { load, calls } = fakeLoad()
    render(<MultichatAnalysisView multichatId={7} load={load} loadPaths={noPaths} />)
    expect(screen.getByLabelText(t.loading)).toBeTruthy()
    expect(await screen.findByRole('heading', { name: t.title('Tatort') })).toBeTruthy()
    expect(calls).toEqual([7])
    expect(figure(t.started)).toBe('1.234')
    expect(figure(t.solved)).toBe('617')
    expect(figure(t.running)).toBe('5')
    // Solved of the decided players: 617 of 1,234 − 5 still playing.
    expect(figure(t.solveRate)).toMatch(/^50,2\s?%$/)
    expect(figure(`${t.timeToSolve} (${t.median})`)).toBe('12 Min. 30 Sek.')
    expect(figure(`${t.timeToSolve} (${t.average})`)).toBe('1 Std. 6 Min.')
  })

  it('lists where players hang and the counts per dialog', async () => {
    render(<MultichatAnalysisView multichatId={7} load={fakeLoad().load} loadPaths={noPaths} />)
    const stuck = await screen.findByRole('table', { name: t.stuckTitle })
    expect(
      within(stuck)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DialogFrageSpieler', 'KommissarinWo waren Sie gestern Abend?12'])
    const perDialog = screen.getByRole('table', { name: t.dialogsTitle })
    expect(
      within(perDialog)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Kommissarin1.234617512', 'Zeuge80050000'])
    expect(screen.getByText(t.stuckNote(30))).toBeTruthy()
  })

  it('says when nobody hangs and shows no time without solved players', async () => {
    const empty = anAnalysis({
      players_started: 0,
      players_finished: 0,
      median_seconds_to_solve: null,
      average_seconds_to_solve: null,
      stuck: [],
      dialogs: [],
    })
    render(<MultichatAnalysisView multichatId={7} load={fakeLoad(empty).load} loadPaths={noPaths} />)
    expect(await screen.findByText(t.noneStuck)).toBeTruthy()
    expect(figure(t.solveRate)).toBe('–')
    expect(figure(`${t.timeToSolve} (${t.median})`)).toBe('–')
  })

  it('counts no solve rate while every player still plays (not 0 %)', async () => {
    const launch = anAnalysis({ players_started: 1, players_finished: 0, players_running: 1, stuck: [], dialogs: [] })
    render(<MultichatAnalysisView multichatId={7} load={fakeLoad(launch).load} loadPaths={noPaths} />)
    expect(await screen.findByText(t.noneStuck)).toBeTruthy()
    expect(figure(t.solveRate)).toBe('–')
  })

  it('shows the server message when loading fails, and loads again on retry', async () => {
    const { load, calls } = fakeLoad(
      new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.', { code: 'forbidden' }),
    )
    render(<MultichatAnalysisView multichatId={7} load={load} loadPaths={noPaths} />)
    expect(await screen.findByText('Keine Berechtigung für diese Aktion in diesem Dialogmanager.')).toBeTruthy()
    expect(screen.getByText(t.loadFailed)).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: t.retry }).click())
    expect(await screen.findByRole('heading', { name: t.title('Tatort') })).toBeTruthy()
    expect(calls).toHaveLength(2)
  })

  it('the app bar update button loads the figures again', async () => {
    const { load, calls } = fakeLoad(anAnalysis(), anAnalysis({ players_started: 2000 }))
    render(<MultichatAnalysisView multichatId={7} load={load} loadPaths={noPaths} />)
    await screen.findByRole('heading', { name: t.title('Tatort') })
    await act(async () => runTopBarAction('refresh'))
    await screen.findByText('2.000')
    expect(calls).toEqual([7, 7])
  })

  it('shows the players’ paths per dialog, lead first, for a period, and loads them again with the update button', async () => {
    const calls: unknown[] = []
    const loadPaths: LoadPaths = async (id, days) => {
      calls.push([id, days])
      return {
        dialog_manager_id: id,
        dialogs: [
          { ...somePaths(), survey_name: 'Kommissarin' },
          { ...somePaths(), survey_id: 's2', survey_name: 'Zeuge' },
        ],
      }
    }
    render(<MultichatAnalysisView multichatId={7} load={fakeLoad().load} loadPaths={loadPaths} />)
    const paths = await screen.findByRole('region', { name: t.pathsTitle })
    const p = de.analyse.paths
    await within(paths).findByRole('table', { name: `${p.blocksTitle}: Kommissarin` })
    expect(
      within(paths)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kommissarin', 'Zeuge'])
    const zeuge = within(screen.getByRole('region', { name: 'Zeuge' }))
    expect(zeuge.getByRole('list', { name: `${p.neverReachedTitle}: Zeuge` }).textContent).toBe('5. Noch etwas?')
    expect(zeuge.getByRole('table', { name: `${p.pathsTitle}: Zeuge` }).querySelectorAll('tbody tr')).toHaveLength(4)
    expect(calls).toEqual([[7, { from: '', to: '' }]])
    fireEvent.change(screen.getByLabelText(de.analyse.fromDay), { target: { value: '01.03.2026' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: p.apply })))
    expect(calls.at(-1)).toEqual([7, { from: '2026-03-01', to: '' }])
    await act(async () => runTopBarAction('refresh'))
    expect(calls.at(-1)).toEqual([7, { from: '2026-03-01', to: '' }])
    expect(calls).toHaveLength(3)
  })
})
