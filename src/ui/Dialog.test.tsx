// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../i18n/de'
import { ConfirmDialog } from './ConfirmDialog'
import { Dialog } from './Dialog'
import { Drawer } from './Drawer'

afterEach(cleanup)

const close = de.shell.bar.close

describe("dialogs name their close button in the catalogue's language (Blueprint says 'Close')", () => {
  it('a dialog: the German UI label, labelled by its title, closing on click', async () => {
    const onClose = vi.fn()
    render(
      <Dialog isOpen title="Neuer Dialog" onClose={onClose}>
        <p>Inhalt</p>
      </Dialog>,
    )
    expect(screen.getByRole('dialog', { name: 'Neuer Dialog' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: close }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("a respondent's pop-up: the label it is given (the dialog's language)", () => {
    render(
      <ConfirmDialog
        isOpen
        closeLabel="Close"
        texts={{ header: 'Restart the dialog?', text: '…', back: 'Back', confirm: 'Restart' }}
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    )
    expect(screen.getByRole('alertdialog', { name: 'Restart the dialog?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: close })).toBeNull()
  })

  it('a drawer: the German UI label', async () => {
    const onClose = vi.fn()
    render(
      <Drawer isOpen title="Test" onClose={onClose}>
        <p>Inhalt</p>
      </Drawer>,
    )
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: close }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('without a title there is no header and no close button', () => {
    render(
      <Dialog isOpen aria-label="Ohne Titel">
        <p>Inhalt</p>
      </Dialog>,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
