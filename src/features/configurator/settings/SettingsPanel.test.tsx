// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { createTestSession, renderInSession } from '../testing/testSession'
import type { MediaCalls } from './mediaCalls'
import { SettingsPanel } from './SettingsPanel'
import { MediaCallsContext } from './useMediaList'

const t = configuratorSettings.settings

const noMedia: MediaCalls = { list: async () => [], upload: vi.fn(), remove: vi.fn() }

async function setup() {
  const test = await createTestSession(aSurvey({ blocks: 2 }))
  renderInSession(
    test.session,
    <MediaCallsContext.Provider value={noMedia}>
      <SettingsPanel />
    </MediaCallsContext.Provider>,
  )
  const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
  return { ...test, user: userEvent.setup(), input }
}

describe('SettingsPanel', () => {
  it('renames the dialog through the engine, and undo restores the input', async () => {
    const { session, server, settled, user, input } = await setup()
    expect(input(t.name).value).toBe('Testdialog')
    await user.type(input(t.name), '!')
    await settled()
    expect(server.state.survey.survey_name).toBe('Testdialog!')
    expect(input(t.name).value).toBe('Testdialog!')
    expect(session.history.get().entries).toHaveLength(1)
    await session.undo()
    await settled()
    expect(input(t.name).value).toBe('Testdialog')
    expect(server.state.survey.survey_name).toBe('Testdialog')
  })

  it('shows an error for an empty name and sends nothing', async () => {
    const { session, server, settled, user, input } = await setup()
    await user.clear(input(t.name))
    await settled()
    expect(screen.getByText(t.nameRequired)).toBeTruthy()
    expect(input(t.name).value).toBe('')
    expect(input(t.name).getAttribute('aria-invalid')).toBe('true')
    expect(server.calls).toHaveLength(0)
    expect(session.editor.getState().survey.survey_name).toBe('Testdialog')
    await user.type(input(t.name), 'Neu')
    await settled()
    expect(screen.queryByText(t.nameRequired)).toBeNull()
    expect(server.state.survey.survey_name).toBe('Neu')
  })

  it('shows a rolled-back name again in the input', async () => {
    const { server, settled, user, input, reports } = await setup()
    server.send = async () => {
      throw new Error('Serverfehler')
    }
    await user.type(input(t.name), 'X')
    await settled()
    expect(input(t.name).value).toBe('Testdialog')
    expect(reports.join()).toContain('Serverfehler')
  })

  it('toggles a switch', async () => {
    const { server, settled, user, input } = await setup()
    expect(input(t.flags.feedback_allowed).checked).toBe(false)
    await user.click(input(t.flags.feedback_allowed))
    await settled()
    expect(server.state.survey.feedback_allowed).toBe(true)
    expect(input(t.flags.feedback_allowed).checked).toBe(true)
    await user.click(input(t.flags.messenger_ui))
    await settled()
    expect(server.state.survey.messenger_ui).toBe(false)
  })

  it('takes a colour as text or from the picker, refusing malformed ones', async () => {
    const { server, settled, user, input } = await setup()
    await user.type(input(t.color), '#12ab')
    expect(screen.getByText(t.colorInvalid)).toBeTruthy()
    await user.type(input(t.color), 'EF')
    await settled()
    expect(server.state.survey.color).toBe('#12abEF')
    await user.clear(input(t.color))
    await settled()
    expect(server.state.survey.color).toBeNull()
    expect(JSON.stringify(server.calls)).not.toContain('"#12ab"')
    fireEvent.change(input(t.colorPicker), { target: { value: '#ff0000' } })
    await settled()
    expect(server.state.survey.color).toBe('#ff0000')
    expect(input(t.color).value).toBe('#ff0000')
  })

  it('takes an http(s) background link and refuses one the live page would not show', async () => {
    const { server, settled, input } = await setup()
    fireEvent.change(input(t.background), { target: { value: 'javascript:alert(1)' } })
    await settled()
    expect(screen.getByText(t.backgroundInvalid)).toBeTruthy()
    expect(JSON.stringify(server.calls)).not.toContain('javascript:')
    fireEvent.change(input(t.background), { target: { value: 'https://bilder.example.org/meer.jpg' } })
    await settled()
    expect(server.state.survey.background_link).toBe('https://bilder.example.org/meer.jpg')
    expect(screen.queryByText(t.backgroundInvalid)).toBeNull()
  })

  it('reads the speed with a decimal comma and refuses values above 10', async () => {
    const { server, settled, user, input } = await setup()
    expect(input(t.speed).value).toBe('0,5')
    await user.clear(input(t.speed))
    await user.type(input(t.speed), '1,5')
    await settled()
    expect(server.state.survey.speed).toBe(1.5)
    expect(input(t.speed).value).toBe('1,5')
    fireEvent.change(input(t.speed), { target: { value: '11' } })
    await settled()
    expect(input(t.speed).value).toBe('11')
    expect(screen.getByText(t.speedInvalid)).toBeTruthy()
    expect(server.state.survey.speed).toBe(1.5)
  })

  it('edits the fixed messages and the language', async () => {
    const { server, settled, user, input } = await setup()
    await user.type(input(t.welcome), 'Willkommen!')
    await user.selectOptions(input(t.language), 'en')
    await settled()
    expect(server.state.survey.welcome_message).toBe('Willkommen!')
    expect(server.state.survey.language).toBe('en')
  })
})
