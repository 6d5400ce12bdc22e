// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { CopyField } from './CopyField'

const t = de.publishing
const link = 'https://dialoge.example.org/dialog/abc'

function renderField() {
  render(<CopyField label={t.linkLabel} value={link} copyLabel={t.copyLink} copiedMessage={t.copiedLink} />)
  return screen.getByRole('button', { name: t.copyLink })
}

const withClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true })

afterEach(() => {
  cleanup()
  // The stubs are own properties: deleting them brings back happy-dom's own.
  Reflect.deleteProperty(document, 'execCommand')
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('the copy field', () => {
  it('copies the value with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined)
    withClipboard(writeText)
    const button = renderField()
    await act(async () => void fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith(link)
    expect(screen.getByRole('status').textContent).toBe(t.copiedLink)
    expect(button.textContent).toContain(t.copied)
  })

  it('falls back to the selected field and the copy command without the Clipboard API', async () => {
    const button = renderField()
    withClipboard(undefined)
    const exec = vi.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
    await act(async () => void fireEvent.click(button))
    expect(exec).toHaveBeenCalledWith('copy')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: t.linkLabel }))
    expect(screen.getByRole('status').textContent).toBe(t.copiedLink)
  })

  it('tells how to copy by hand when neither way works', async () => {
    const button = renderField()
    withClipboard(async () => {
      throw new Error('denied')
    })
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    await act(async () => void fireEvent.click(button))
    expect(screen.getByRole('alert').textContent).toBe(t.copyFailed)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
