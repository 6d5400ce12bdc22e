// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { createTestSession, renderInSession } from '../testing/testSession'
import { ExitConditionsPanel } from './ExitConditionsPanel'

const t = configuratorSettings.exit

async function setup(withCondition = false) {
  const snapshot = aSurvey({ blocks: 2 })
  if (withCondition) {
    snapshot.exitConditions = [
      { id: 'c1', survey_id: 's1', unique_question_id: 'q2', condition: 'Wohnort genannt', examples: ['Berlin'] },
    ]
  }
  const test = await createTestSession(snapshot)
  renderInSession(test.session, <ExitConditionsPanel />)
  return { ...test, user: userEvent.setup() }
}

describe('ExitConditionsPanel', () => {
  it('explains exit conditions and says when there are none', async () => {
    await setup()
    expect(screen.getByText(t.explanation)).toBeTruthy()
    expect(screen.getByText(t.empty)).toBeTruthy()
  })

  it('adds a condition for one block with examples', async () => {
    const { server, settled, user } = await setup()
    await user.click(screen.getByRole('button', { name: t.add }))
    await user.type(screen.getByLabelText(t.condition), 'Die Person hat ihren Wohnort genannt')
    await user.selectOptions(screen.getByLabelText(t.appliesTo), 'q2')
    await user.type(screen.getByLabelText(t.examples), 'Berlin{Enter}{Enter} Hamburg ')
    await user.click(screen.getByRole('button', { name: t.save }))
    await settled()
    expect(server.state.exitConditions).toEqual([
      {
        id: 'n1',
        survey_id: 's1',
        unique_question_id: 'q2',
        condition: 'Die Person hat ihren Wohnort genannt',
        examples: ['Berlin', 'Hamburg'],
      },
    ])
    expect(screen.getByText('Die Person hat ihren Wohnort genannt')).toBeTruthy()
    expect(screen.getByText(t.examplesCount(2))).toBeTruthy()
  })

  it('requires the condition text and sends nothing without it', async () => {
    const { server, settled, user } = await setup()
    await user.click(screen.getByRole('button', { name: t.add }))
    await user.click(screen.getByRole('button', { name: t.save }))
    await settled()
    expect(screen.getByText(t.conditionRequired)).toBeTruthy()
    expect(server.calls).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: t.cancel }))
    expect(screen.queryByLabelText(t.condition)).toBeNull()
  })

  it('edits a condition: text and scope change, and undo brings the old one back', async () => {
    const { session, server, settled, user } = await setup(true)
    expect(screen.getByText(`${t.appliesTo}: Frage 2: Frage 2: Wie war Ihr Tag?`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: `${t.edit}: Wohnort genannt` }))
    const condition = screen.getByLabelText(t.condition)
    await user.clear(condition)
    await user.type(condition, 'Ort genannt')
    await user.selectOptions(screen.getByLabelText(t.appliesTo), '')
    await user.click(screen.getByRole('button', { name: t.save }))
    await settled()
    expect(server.state.exitConditions).toEqual([
      { id: 'c1', survey_id: 's1', unique_question_id: null, condition: 'Ort genannt', examples: ['Berlin'] },
    ])
    expect(screen.getByText(`${t.appliesTo}: ${t.allBlocks}`)).toBeTruthy()
    await session.undo()
    await settled()
    expect(server.state.exitConditions[0]?.condition).toBe('Wohnort genannt')
    expect(screen.getByText('Wohnort genannt')).toBeTruthy()
  })

  it('deletes a condition after confirmation', async () => {
    const { server, settled, user } = await setup(true)
    await user.click(screen.getByRole('button', { name: `${t.remove}: Wohnort genannt` }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: t.deleteConfirm.back }))
    await settled()
    expect(server.state.exitConditions).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: `${t.remove}: Wohnort genannt` }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.deleteConfirm.confirm }),
    )
    await settled()
    expect(server.state.exitConditions).toEqual([])
    await waitFor(() => expect(screen.getByText(t.empty)).toBeTruthy())
  })
})
