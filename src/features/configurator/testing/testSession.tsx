import { ConfiguratorResponse } from '@engine/api/surveys'
import { type EditorSnapshot, toEditorState } from '@engine/index'
import { FakeServer } from '@engine/testing'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { type ConfiguratorSession, openConfiguratorSession } from '../configuratorSession'
import { SessionContext } from '../useConfigurator'

/** The configurator answer for a snapshot, as the server would send it. */
export function configuratorResponse(snapshot: EditorSnapshot): ConfiguratorResponse {
  const state = toEditorState(snapshot)
  return ConfiguratorResponse.parse({
    ...state.survey,
    all_questions: state.blocks.values(),
    templ_options: ['message', 'open', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa'],
    connections: state.connections,
    triggers: state.triggers,
    gpt_exit_conditions: state.exitConditions,
    version: 0,
    training_examples_count: {},
  })
}

export interface TestSession {
  session: ConfiguratorSession
  server: FakeServer
  /** Messages the session showed as toasts. */
  reports: string[]
  /** Resolves once every queued edit reached the fake server. */
  settled(): Promise<void>
}

/** A configurator session over the engine's in-memory FakeServer, with ids n1, n2, … */
export async function createTestSession(snapshot: EditorSnapshot): Promise<TestSession> {
  const server = new FakeServer(toEditorState(snapshot))
  const reports: string[] = []
  let ids = 0
  const session = await openConfiguratorSession(String(snapshot.survey.survey_id), {
    load: async () => configuratorResponse(server.snapshot()),
    transport: server,
    report: (message) => reports.push(message),
    now: () => 1_700_000_000_000,
    newId: () => `n${++ids}`,
  })
  const settled = async () => {
    for (let i = 0; i < 50 && session.pending.get() > 0; i++) await new Promise((r) => setTimeout(r, 0))
  }
  return { session, server, reports, settled }
}

afterEach(() => cleanup())

/** Renders UI inside the session's context (component tests, happy-dom). */
export function renderInSession(session: ConfiguratorSession, ui: ReactNode): RenderResult {
  return render(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>)
}
