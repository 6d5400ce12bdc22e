// @vitest-environment happy-dom
import type { PresentEditor } from '@engine/api/coediting'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { de } from '../../../i18n/de'
import { BlockInspector } from '../inspector/BlockInspector'
import { anInspectorSurvey } from '../inspector/inspectorFixture'
import { createTestSession } from '../testing/testSession'
import { SessionContext } from '../useConfigurator'
import { PresenceAvatars } from './PresenceAvatars'
import { PresenceContext, presencePort } from './presencePort'
import { PresenceRing } from './PresenceRing'
import type { OwnPresence } from './presenceView'
import { useSelectionReport } from './useSelectionReport'

const t = de.presence

/** A presence list the test sets, and what the UI sent. */
function fakePresence() {
  let list: readonly PresentEditor[] = []
  const listeners = new Set<() => void>()
  const sent: OwnPresence[] = []
  const port = presencePort(
    {
      get: () => list,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    (own) => sent.push(own),
  )
  const set = (next: PresentEditor[]) =>
    act(() => {
      list = next
      for (const listener of listeners) listener()
    })
  return { port, sent, set }
}

const erika = (extra: Partial<PresentEditor> = {}): PresentEditor => ({
  connection_id: 'c-erika',
  user_id: 2,
  name: 'Erika Test',
  color: '#d1397a',
  selected: null,
  typing: null,
  ...extra,
})
const ben: PresentEditor = { ...erika(), connection_id: 'c-ben', user_id: 3, name: 'Ben Berg', color: '#2d72d2' }

describe('the presence UI of the configurator', () => {
  it('shows a chip with initials and name per colleague, named for hover and screen readers, and none when alone', () => {
    const presence = fakePresence()
    render(
      <PresenceContext.Provider value={presence.port}>
        <PresenceAvatars />
      </PresenceContext.Provider>,
    )
    expect(screen.queryByRole('list', { name: t.others })).toBeNull()
    presence.set([erika(), ben, erika({ connection_id: 'c-erika-tab2' })])
    const avatars = screen.getByRole('list', { name: t.others })
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      t.avatar('Erika Test'),
      t.avatar('Ben Berg'),
    ])
    // issue #28: the first name stands next to the initials, not only on hover.
    expect(avatars.textContent).toBe('ETErikaBBBen')
    presence.set([ben])
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })

  it('rings a block a colleague selected in their colour, and drops the ring when they move on', () => {
    const presence = fakePresence()
    const { container } = render(
      <PresenceContext.Provider value={presence.port}>
        <PresenceRing blockId="q1" />
      </PresenceContext.Provider>,
    )
    expect(container.querySelector('.presence-ring')).toBeNull()
    presence.set([erika({ selected: 'q1' }), ben])
    const ring = container.querySelector<HTMLElement>('.presence-ring')
    expect(ring?.style.borderColor).toBe('#d1397a')
    expect(screen.getByRole('img', { name: t.selected('Erika Test') })).toBeTruthy()
    // issue #28: the name itself is on the ring's tab, not only initials.
    expect(ring?.textContent).toBe('Erika Test')
    presence.set([erika({ selected: 'q2' }), ben])
    expect(container.querySelector('.presence-ring')).toBeNull()
  })

  it('shows "<Name> tippt …" under the field a colleague types in, not under the others', async () => {
    const presence = fakePresence()
    const { session } = await createTestSession(anInspectorSurvey())
    session.ui.selectedId = 'q1'
    render(
      <SessionContext.Provider value={session}>
        <PresenceContext.Provider value={presence.port}>
          <BlockInspector />
        </PresenceContext.Provider>
      </SessionContext.Provider>,
    )
    presence.set([erika({ selected: 'q1', typing: { block: 'q1', key: 'acknowledgement' } })])
    const hints = screen.getAllByRole('status')
    expect(hints.filter((hint) => hint.textContent === t.typing('Erika Test'))).toHaveLength(1)
    const field = screen.getByLabelText(de.configuratorInspector.fields.acknowledgement)
    expect(field.closest('.bp6-form-group')?.textContent).toContain(t.typing('Erika Test'))
    presence.set([erika({ selected: 'q1' })])
    expect(screen.queryByText(t.typing('Erika Test'))).toBeNull()
  })

  it('sends own typing once while a field is edited, and clears it on blur', async () => {
    const presence = fakePresence()
    const { session } = await createTestSession(anInspectorSurvey())
    session.ui.selectedId = 'q1'
    render(
      <SessionContext.Provider value={session}>
        <PresenceContext.Provider value={presence.port}>
          <BlockInspector />
          <button type="button">anderswo</button>
        </PresenceContext.Provider>
      </SessionContext.Provider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(de.configuratorInspector.fields.context), 'abc')
    expect(presence.sent).toEqual([{ selected: 'q1', typing: { block: 'q1', key: 'context' } }])
    await user.click(screen.getByRole('button', { name: 'anderswo' }))
    expect(presence.sent.at(-1)).toEqual({ selected: 'q1', typing: null })
  })

  it('sends the selected block on every change of the selection', async () => {
    const presence = fakePresence()
    const { session } = await createTestSession(anInspectorSurvey())
    function Reporter(): ReactNode {
      useSelectionReport(session.ui, presence.port)
      return null
    }
    render(<Reporter />)
    await act(async () => {
      session.ui.selectedId = 'q2'
    })
    await act(async () => {
      session.ui.selectedId = null
    })
    expect(presence.sent).toEqual([
      { selected: 'q2', typing: null },
      { selected: null, typing: null },
    ])
  })
})
