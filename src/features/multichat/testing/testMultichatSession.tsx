import { render, type RenderResult } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { openMultichatSession, type MultichatSession } from '../multichatSession'
import { MultichatWorkspace } from '../MultichatEditorPage'
import { type FakeMultichatOptions, fakeMultichatApi } from './fakeMultichatApi'
import { errorText } from '../../../session/errorText'

export interface TestMultichat {
  session: MultichatSession
  fake: ReturnType<typeof fakeMultichatApi>
  /** Toasts the session showed, with their intent. */
  reports: { message: string; intent: string }[]
  reopened: () => number
  settled(): Promise<void>
}

/** A multichat editor session over the in-memory multichat API, with ids n1, n2, … */
export async function createTestMultichat(options: FakeMultichatOptions = {}): Promise<TestMultichat> {
  const fake = fakeMultichatApi(options)
  const reports: TestMultichat['reports'] = []
  let reopens = 0
  let ids = 0
  const session = await openMultichatSession(7, {
    api: fake.api,
    report: (message, intent) => reports.push({ message, intent }),
    reopen: () => {
      reopens++
    },
    messageOf: (error) => errorText(error),
    now: () => 1_700_000_000_000,
    newId: () => `n${++ids}`,
  })
  const settled = async () => {
    for (let i = 0; i < 50 && (session.pending.get() > 0 || session.ui.busy); i++)
      await new Promise((r) => setTimeout(r, 0))
  }
  return { session, fake, reports, reopened: () => reopens, settled }
}

export const renderWorkspace = (session: MultichatSession): RenderResult =>
  render(
    <MemoryRouter>
      <MultichatWorkspace session={session} />
    </MemoryRouter>,
  )
