// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { SessionRedirectError } from '../../session/api'
import { ExportButton } from './ExportButton'

const toasts = vi.hoisted(() => [] as string[])
vi.mock('../../ui/toasts', () => ({ showToast: (message: string) => toasts.push(message) }))

describe('ExportButton', () => {
  afterEach(() => {
    cleanup()
    toasts.length = 0
  })

  it('downloads the export of this dialog and shows that it works meanwhile', async () => {
    let finish = () => {}
    const download = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    render(<ExportButton surveyId="s1" download={download} />)
    await userEvent.click(screen.getByRole('button', { name: de.analyse.export.label }))
    expect(download).toHaveBeenCalledWith('s1')
    expect(screen.getByRole('button', { name: de.analyse.export.busy })).toBeTruthy()
    finish()
    await waitFor(() => expect(screen.getByRole('button', { name: de.analyse.export.label })).toBeTruthy())
    expect(toasts).toEqual([])
  })

  it('shows a failure, but not the redirect to the login-refresh screen', async () => {
    const failing = vi.fn(async () => {
      throw new ApiError(403, 'Keine Berechtigung.', { code: 'forbidden' })
    })
    render(<ExportButton surveyId="s1" download={failing} />)
    await userEvent.click(screen.getByRole('button', { name: de.analyse.export.label }))
    await waitFor(() => expect(toasts).toEqual([de.analyse.export.failed('Keine Berechtigung.')]))
    cleanup()
    render(
      <ExportButton
        surveyId="s1"
        download={async () => {
          throw new SessionRedirectError(
            new ApiError(401, 'Fresh token required', { code: 'fresh_token_required' }),
            '/login_refresh',
          )
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: de.analyse.export.label }))
    await waitFor(() => expect(screen.getByRole('button', { name: de.analyse.export.label })).toBeTruthy())
    expect(toasts).toHaveLength(1)
  })

  it('a shed call (503) shows no toast: the server_busy banner tells (docs/product/errors.md)', async () => {
    render(
      <ExportButton
        surveyId="s1"
        download={async () => {
          throw new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' })
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: de.analyse.export.label }))
    await waitFor(() => expect(screen.getByRole('button', { name: de.analyse.export.label })).toBeTruthy())
    expect(toasts).toEqual([])
  })
})
