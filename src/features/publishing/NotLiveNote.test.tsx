// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { NotLiveNote } from './NotLiveNote'

const t = de.publishing

afterEach(cleanup)

describe('the Teilen note while a dialog is not live', () => {
  it('never live: "noch nicht live", not "bereits beendet", with the switch for an editor', () => {
    render(<NotLiveNote surveyId="s1" publication={{ ever_live: false, ended_at: null }} switchable={{ version: 3 }} />)
    expect(screen.getByText(t.notLiveTitle)).toBeTruthy()
    expect(screen.queryByText(new RegExp(de.live.errors.dialogEnded.slice(0, 20)))).toBeNull()
    expect(screen.getByRole('button', { name: t.switchLive })).toBeTruthy()
  })

  it('ended: says when, offers to switch live again; a role without edit reads who can', () => {
    const at = new Date('2026-11-02T09:30:00Z')
    const { rerender } = render(
      <NotLiveNote surveyId="s1" publication={{ ever_live: true, ended_at: at }} switchable={{ version: 3 }} />,
    )
    expect(screen.getByText(t.endedTitle)).toBeTruthy()
    expect(screen.getByText(t.endedNote(at))).toBeTruthy()
    expect(t.endedNote(at)).toContain('2. November 2026')
    expect(screen.getByRole('button', { name: t.switchLiveAgain })).toBeTruthy()
    rerender(<NotLiveNote surveyId="s1" publication={{ ever_live: true, ended_at: at }} switchable={null} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText(t.askToSwitch)).toBeTruthy()
  })

  it('shows why the history could not be read instead of guessing', () => {
    render(<NotLiveNote surveyId="s1" publication={{ failure: 'Status 500' }} switchable={null} />)
    expect(screen.getByText(t.inactiveTitle)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(t.publicationFailed('Status 500'))
  })
})
