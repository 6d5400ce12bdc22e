// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../../i18n/de'
import { api } from '../../../session/api'
import { ApiError } from '../../../session/apiClient'
import { MultichatActions } from './MultichatActions'

vi.mock('../../../session/api', () => ({ api: vi.fn() }))
const apiMock = vi.mocked(api)
const t = de.multichatManage

afterEach(() => {
  cleanup()
  apiMock.mockReset()
})

function show() {
  const events = { onRenamed: vi.fn(), onCopied: vi.fn(), onDeleted: vi.fn(), onFailed: vi.fn() }
  render(<MultichatActions multichat={{ dialog_manager_id: 9, name: 'Tatort' }} {...events} />)
  return events
}
const click = (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole('button', { name })))

describe('the owner\'s actions on a multichat (docs/multichat.md "Managing multichats")', () => {
  it('deletes only after the confirmation, which names what is lost and what stays', async () => {
    apiMock.mockResolvedValue({ msg: 'success' })
    const events = show()
    const actions = screen.getByRole('group', { name: t.actions('Tatort') })
    await click(t.delete, actions)
    const confirm = screen.getByRole('alertdialog')
    expect(confirm.textContent).toContain(t.deleteConfirm('Tatort'))
    expect(apiMock).not.toHaveBeenCalled()
    await click(t.cancel, confirm)
    expect(apiMock).not.toHaveBeenCalled()
    await click(t.delete, actions)
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1))
    await click(t.delete, screen.getByRole('alertdialog'))
    expect(apiMock).toHaveBeenCalledWith('DELETE', '/api/dialogmanagers/9')
    expect(events.onDeleted).toHaveBeenCalledOnce()
  })

  it('a refused copy is reported with the server message, not swallowed', async () => {
    apiMock.mockRejectedValue(
      new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.', { code: 'forbidden' }),
    )
    const events = show()
    await click(t.copy)
    expect(apiMock).toHaveBeenCalledWith('POST', '/api/dialogmanagers/9/copy')
    expect(events.onFailed).toHaveBeenCalledWith(t.copyFailed, {
      msg: 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.',
      status: 403,
    })
    expect(events.onCopied).not.toHaveBeenCalled()
  })

  it('renames with the trimmed name; a refusal stays in the dialog with the server message', async () => {
    apiMock.mockRejectedValueOnce(new ApiError(400, "Ungültige Eingabe: Feld 'name' ...", { code: 'invalid_input' }))
    apiMock.mockResolvedValueOnce({ dialog_manager_id: 9, name: 'Neuer Name' })
    const events = show()
    await click(t.rename)
    const dialog = screen.getByRole('dialog', { name: t.renameTitle })
    const field = within(dialog).getByLabelText(t.nameLabel) as HTMLInputElement
    expect(field.value).toBe('Tatort')
    await act(async () => fireEvent.change(field, { target: { value: '  Neuer Name ' } }))
    await click(t.renameSubmit, dialog)
    expect(within(dialog).getByRole('alert').textContent).toContain("Ungültige Eingabe: Feld 'name' ...")
    expect(events.onRenamed).not.toHaveBeenCalled()
    await click(t.renameSubmit, dialog)
    expect(apiMock).toHaveBeenLastCalledWith('PUT', '/api/dialogmanagers/9/name', { body: { name: 'Neuer Name' } })
    await waitFor(() => expect(events.onRenamed).toHaveBeenCalledWith('Neuer Name'))
  })

  it('a blank or too long name cannot be sent', async () => {
    show()
    await click(t.rename)
    const dialog = screen.getByRole('dialog', { name: t.renameTitle })
    const field = within(dialog).getByLabelText(t.nameLabel)
    for (const [value, message] of [
      ['   ', t.nameRequired],
      ['x'.repeat(201), t.nameTooLong],
    ] as const) {
      await act(async () => fireEvent.change(field, { target: { value } }))
      expect(within(dialog).getByText(message)).toBeTruthy()
      expect((within(dialog).getByRole('button', { name: t.renameSubmit }) as HTMLButtonElement).disabled).toBe(true)
    }
    expect(apiMock).not.toHaveBeenCalled()
  })
})
