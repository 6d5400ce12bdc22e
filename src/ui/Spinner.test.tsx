// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Spinner } from './Spinner'

afterEach(cleanup)

describe("spinners are named in the catalogue's language (Blueprint says 'loading')", () => {
  it('a labelled spinner is a progress bar with that name and nothing English', () => {
    const { container } = render(<Spinner label="Wird geladen …" size={16} />)
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeTruthy()
    expect(container.querySelector('[aria-label="loading"]')).toBeNull()
  })

  it('a decorative spinner beside a status text is hidden and carries no English name', () => {
    const { container } = render(
      <span role="status">
        <Spinner decorative size={14} /> Speichern …
      </span>,
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(container.querySelector('[aria-label]')).toBeNull()
    expect(container.querySelector('.bp6-spinner')?.getAttribute('aria-hidden')).toBe('true')
  })
})
