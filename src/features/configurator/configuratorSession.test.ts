import { aSurvey, FakeServer } from '@engine/testing'
import { toEditorState, updateBlock } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { openConfiguratorSession } from './configuratorSession'
import { configuratorResponse } from './testing/testSession'

/** A server that refuses every edit, as a failed save does. */
function refusingServer() {
  const server = new FakeServer(toEditorState(aSurvey({ blocks: 2 })))
  return {
    server,
    transport: { send: async () => Promise.reject(new ApiError(403, 'Speichern verweigert', { code: 'forbidden' })) },
  }
}

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  }
}

/** s1 with a waitFor trigger whose other end is a block of the dialog s2 of the same multichat. */
function aDialogWithATrigger() {
  const snapshot = aSurvey({ blocks: 2 })
  return new FakeServer(
    toEditorState({
      ...snapshot,
      triggers: [
        {
          id: 't1',
          dialog_manager_id: 3,
          survey_id: 's1',
          unique_question_id: 'q2',
          trigger: 'waitFor;s2;n_start',
          init_survey: false,
        },
      ],
    }),
  )
}

describe('openConfiguratorSession', () => {
  it("names the other end of a trigger with its dialog's name, asking the multichat's dialogs once", async () => {
    const server = aDialogWithATrigger()
    const asked: string[] = []
    let answer: (dialogs: { survey_id: string; survey_name: string }[]) => void = () => {}
    const session = await openConfiguratorSession('s1', {
      load: async () => configuratorResponse(server.snapshot()),
      transport: server,
      report: () => {},
      connectedDialogs: (surveyId) => {
        asked.push(surveyId)
        return new Promise((resolve) => (answer = resolve))
      },
    })
    expect(session.graph.get().nodes.some((n) => n.type === 'external' && n.data.survey_id === 's2')).toBe(true)
    expect(asked).toEqual(['s1'])
    expect(session.dialogNames).toEqual({})
    // An edit re-derives the graph: the name is not asked for again while the answer is awaited.
    await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    expect(asked).toEqual(['s1'])
    answer([
      { survey_id: 's1', survey_name: 'Testdialog' },
      { survey_id: 's2', survey_name: 'Tatort: Neffe Jonas Albers' },
    ])
    await Promise.resolve()
    expect(session.dialogNames.s2).toBe('Tatort: Neffe Jonas Albers')
    session.dispose()
  })

  it('a failed lookup of the names leaves the ids and is tried again on the next change', async () => {
    const server = aDialogWithATrigger()
    let calls = 0
    const session = await openConfiguratorSession('s1', {
      load: async () => configuratorResponse(server.snapshot()),
      transport: server,
      report: () => {},
      connectedDialogs: async () => {
        calls++
        if (calls === 1) throw new ApiError(503, 'busy', { code: 'server_busy' })
        return [{ survey_id: 's2', survey_name: 'Zeuge' }]
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(session.dialogNames).toEqual({})
    await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(2)
    expect(session.dialogNames.s2).toBe('Zeuge')
    session.dispose()
  })

  it('rolls a refused edit back and reports it exactly once', async () => {
    const { server, transport } = refusingServer()
    const reports: string[] = []
    const session = await openConfiguratorSession('s1', {
      load: async () => configuratorResponse(server.snapshot()),
      transport,
      report: (m) => reports.push(m),
    })
    const result = await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    expect(result.ok).toBe(false)
    expect(session.state.get().blocks.get('q1')?.context).toBe('Frage 1: Wie war Ihr Tag?')
    expect(session.history.get().entries).toHaveLength(0)
    expect(reports).toEqual([de.configurator.session.rolledBack('Speichern verweigert')])
    session.dispose()
  })

  it('rolls back an edit the server shed (503) without reporting it: the server_busy banner tells', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 2 })))
    const reports: string[] = []
    const transport = {
      send: async () => Promise.reject(new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' })),
    }
    const session = await openConfiguratorSession('s1', {
      load: async () => configuratorResponse(server.snapshot()),
      transport,
      report: (m) => reports.push(m),
    })
    const result = await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    expect(result.ok).toBe(false)
    expect(session.state.get().blocks.get('q1')?.context).toBe('Frage 1: Wie war Ihr Tag?')
    expect(reports).toEqual([])
    session.dispose()
  })

  it('reports an invalid command without changing anything', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 1 })))
    const reports: string[] = []
    const session = await openConfiguratorSession('s1', {
      load: async () => configuratorResponse(server.snapshot()),
      transport: server,
      report: (m) => reports.push(m),
    })
    const result = await session.execute(updateBlock({ unique_question_id: 'fehlt', key: 'context', value: 'x' }))
    expect(result.ok).toBe(false)
    expect(reports).toHaveLength(1)
    expect(server.calls).toHaveLength(0)
    await session.undo() // nothing to undo: not worth a message
    expect(reports).toHaveLength(1)
  })

  it('remembers edge visibility per dialog in the browser', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 1 })))
    const storage = memoryStorage()
    const deps = {
      load: async () => configuratorResponse(server.snapshot()),
      transport: server,
      report: () => {},
      storage,
    }
    const first = await openConfiguratorSession('s1', deps)
    first.editor.setEdgeVisibility({ showTriggersTarget: false })
    first.dispose()
    const second = await openConfiguratorSession('s1', deps)
    expect(second.state.get().edgeVisibility).toEqual({
      showConditionalJumps: true,
      showTriggersSource: true,
      showTriggersTarget: false,
    })
    expect(server.calls).toHaveLength(0)
  })

  it('saves over another editor’s newer version by catching up, and shows their edit too (issue #10)', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 2 })), 4)
    const reports: string[] = []
    const load = async () => ({ ...configuratorResponse(server.snapshot()), version: server.version ?? 0 })
    const session = await openConfiguratorSession('s1', { load, transport: server, report: (m) => reports.push(m) })
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'Von nebenan',
    })
    expect(await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Von mir' }))).toEqual({
      ok: true,
    })
    // Refused as stale (4), caught up from the edit log, saved on 5.
    expect(
      server.calls
        .slice(1)
        .map((c) => [c.method, (c.body as { expected_version?: number } | undefined)?.expected_version]),
    ).toEqual([
      ['POST', 4],
      ['GET', undefined],
      ['POST', 5],
    ])
    expect(session.state.get().blocks.get('q2')?.context).toBe('Von nebenan')
    expect(server.state.blocks.get('q1')?.context).toBe('Von mir')
    expect(reports).toEqual([])
    session.dispose()
  })

  it('fetches the dialog again when the user comes back, so a colleague’s edit shows without a conflict', async () => {
    const server = new FakeServer(toEditorState(aSurvey({ blocks: 2 })), 4)
    const load = async () => ({ ...configuratorResponse(server.snapshot()), version: server.version ?? 0 })
    let returned: (() => void) | undefined
    let subscribed = 0
    const onReturn = (callback: () => void) => {
      returned = callback
      subscribed++
      return () => void subscribed--
    }
    const session = await openConfiguratorSession('s1', { load, transport: server, report: () => {}, onReturn })
    await server.colleague({
      kind: 'block.field',
      block: 'q2',
      key: 'context',
      before: 'Frage 2: Wie war Ihr Tag?',
      after: 'Von nebenan',
    })
    expect(session.state.get().blocks.get('q2')?.context).not.toBe('Von nebenan')
    returned?.()
    await expect.poll(() => session.state.get().blocks.get('q2')?.context).toBe('Von nebenan')
    expect(session.history.get().entries).toHaveLength(0)
    session.dispose()
    expect(subscribed).toBe(0)
  })
})
