// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { MultichatStatusResponse } from '@engine/api/multichats'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import { ModuleTabsNav } from './ModuleTabsNav'

vi.mock('../../session/api', () => ({ api: vi.fn() }))
const apiMock = vi.mocked(api)

const status = (multichatId: number | null): MultichatStatusResponse => ({
  connected_status: { dialog_manager_id: multichatId, additional_dms: [], connected_surveys: [] },
  msg: 'success',
})

function showBar() {
  const router = createMemoryRouter(
    [
      {
        path: '/configurator/:survey_id',
        element: <ModuleTabsNav surveyId="s1" flags={null} activeTab="configurator" />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/configurator/s1'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const clickAnalyse = () => act(async () => fireEvent.click(screen.getByRole('link', { name: de.survey.tabs.analyse })))

afterEach(() => {
  cleanup()
  apiMock.mockReset()
})

describe('the Analyse tab (docs/product/screens.md#top-bar)', () => {
  it('opens /analyse/{survey_id} for a dialog without multichat', async () => {
    apiMock.mockResolvedValue(status(null))
    const router = showBar()
    await clickAnalyse()
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/find_dialogmanager_status/s1')
    expect(router.state.location.pathname).toBe('/analyse/s1')
  })

  it('opens the multichat analysis when the dialog belongs to a multichat', async () => {
    apiMock.mockResolvedValue(status(7))
    const router = showBar()
    await clickAnalyse()
    expect(router.state.location.pathname).toBe('/analyse_multichat/7')
  })

  it('shows the failed lookup as an alert and stays', async () => {
    apiMock.mockRejectedValue(new ApiError(500, 'Datenbank nicht erreichbar', { code: 'internal_error' }))
    const router = showBar()
    await clickAnalyse()
    expect(await screen.findByText('Datenbank nicht erreichbar')).toBeTruthy()
    expect(screen.getByText(de.shell.bar.analyseFailed)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/configurator/s1')
  })
})
