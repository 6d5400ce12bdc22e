import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import {
  addTrainingExample,
  createExitCondition,
  createTrigger,
  deleteBlock,
  deleteExitCondition,
  updateBlock,
  updateConfig,
} from '../commands'
import type { EditorSnapshot } from '../model/snapshot'
import { toEditorState } from '../model/snapshot'
import { aSharedDialog, holding } from '../testing/aSharedDialog'
import { FakeServer } from '../testing/FakeServer'
import { aSurvey, testContext } from '../testing/aSurvey'
import type { Transport, TransportCall } from '../sync/Transport'
import { createDialogEditor } from './createDialogEditor'

const expectedVersions = (calls: readonly TransportCall[]) =>
  calls.map(
    (c) =>
      (c.body as { expected_version?: number } | undefined)?.expected_version ??
      /expected_version=(\d+)/.exec(c.path)?.[1],
  )

describe('concurrent editors on one dialog (issue #10)', () => {
  it('sends the known version with every edit and advances it with each accepted answer', async () => {
    const { server, open } = aSharedDialog()
    const { editor } = open()
    await Promise.all([
      editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'eins' })),
      editor.execute(updateConfig({ key: 'survey_name', value: 'Neu' })),
      editor.execute(createExitCondition({ condition: 'Name genannt' })),
    ])
    await editor.execute(deleteExitCondition({ id: editor.getState().exitConditions[0]!.id }))
    expect(expectedVersions(server.calls)).toEqual([0, 1, 2, 3])
    expect(server.calls.every((c) => c.path === '/api/surveys/s1/changes')).toBe(true)
    expect(server.version).toBe(4)
  })

  it('the loser of a race gets 409, catches up from the edit log, rebases and saves its edit without losing the winner’s', async () => {
    const { server, open, loads } = aSharedDialog()
    const gate = holding(server)
    const loser = open(gate.transport, 'a')
    const winner = open(server, 'b')
    const mine = loser.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'von A' }))
    expect(
      await winner.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'von B' })),
    ).toEqual({ ok: true })
    gate.release()
    expect(await mine).toEqual({ ok: true })
    expect(loads()).toBe(0)
    expect(server.calls.map((c) => [c.method, expectedVersions([c])[0]])).toEqual([
      ['POST', 0],
      ['POST', 0],
      ['GET', undefined],
      ['POST', 1],
    ])
    expect(server.calls[2]?.path).toBe('/api/surveys/s1/events?after_version=0')
    expect(loser.editor.getState().blocks.get('q1')?.context).toBe('von A')
    expect(loser.editor.getState().blocks.get('q2')?.context).toBe('von B')
    expect(server.state.blocks.get('q1')?.context).toBe('von A')
    expect(server.state.blocks.get('q2')?.context).toBe('von B')
    expect(loser.errors).toEqual([])
    expect(await firstValueFrom(loser.editor.pending$)).toBe(0)
  })

  it('drops an edit of a block the other editor deleted, with a German message, and removes its history entry', async () => {
    const { server, open } = aSharedDialog()
    const gate = holding(server)
    const loser = open(gate.transport, 'a')
    const winner = open(server, 'b')
    const lost = loser.editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'weg' }))
    const kept = loser.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'bleibt' }))
    await winner.editor.execute(deleteBlock({ unique_question_id: 'q2' }))
    gate.release()
    expect(await lost).toMatchObject({ ok: false, error: { code: 'edit_conflict' } })
    expect(await kept).toEqual({ ok: true })
    expect(loser.errors.map((e) => [e.code, e.message])).toEqual([
      ['edit_conflict', 'Jemand anderes hat den Dialog inzwischen geändert, und diese Änderung passt nicht mehr dazu.'],
    ])
    expect(loser.editor.getState().blocks.ids).toEqual(['q1', 'q3'])
    const { entries } = await firstValueFrom(loser.editor.history$)
    expect(entries.map((e) => e.new_value)).toEqual(['bleibt'])
    expect(server.state.blocks.get('q1')?.context).toBe('bleibt')
  })

  it('keeps undo working: a step on a block the other editor deleted is skipped with a notice, the own ones still undo', async () => {
    const { server, open } = aSharedDialog()
    const a = open(server, 'a')
    const b = open(server, 'b')
    a.clock.advance(1000)
    await a.editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'A1' }))
    a.clock.advance(1000)
    await a.editor.execute(updateBlock({ unique_question_id: 'q3', key: 'context', value: 'A3' }))
    await b.editor.execute(deleteBlock({ unique_question_id: 'q3' }))
    a.clock.advance(1000)
    expect(await a.editor.execute(updateConfig({ key: 'survey_name', value: 'A' }))).toEqual({ ok: true })
    const { entries } = await firstValueFrom(a.editor.history$)
    expect(entries.map((e) => e.unique_question_id ?? e.key)).toEqual(['q1', 'q3', 'survey_name'])
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(await a.editor.undo()).toEqual({ ok: true })
    expect(a.editor.canUndo()).toBe(false)
    expect(server.state.blocks.get('q1')?.context).toBe('Frage 1: Wie war Ihr Tag?')
    expect(server.state.blocks.has('q3')).toBe(false)
    expect(a.errors.map((e) => [e.code, e.message])).toEqual([
      [
        'undo_skipped',
        'Rückgängig übersprungen: „Block geändert“ (Frage 3: Text) wurde inzwischen von jemand anderem gelöscht.',
      ],
    ])
  })

  it('refresh shows the other editor’s edits between saves', async () => {
    const { open } = aSharedDialog()
    const a = open(undefined, 'a')
    const b = open(undefined, 'b')
    await b.editor.execute(updateConfig({ key: 'survey_name', value: 'Von B' }))
    expect(a.editor.getState().survey.survey_name).toBe('Testdialog')
    expect(await a.editor.refresh()).toEqual({ ok: true })
    expect(a.editor.getState().survey.survey_name).toBe('Von B')
  })

  it('gives an edit up after repeated conflicts instead of retrying forever', async () => {
    const { server, open } = aSharedDialog()
    // Someone saves between every reload and every send of this editor.
    let speed = 0
    const busy: Transport = {
      send: async (call) => {
        await server.colleague({ kind: 'config', key: 'speed', before: 0, after: ++speed % 10 })
        return server.send(call)
      },
    }
    const { editor, errors } = open(busy)
    const result = await editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'nie' }))
    expect(result).toMatchObject({ ok: false, error: { code: 'edit_conflict' } })
    expect(errors).toHaveLength(1)
    expect(editor.getState().blocks.get('q1')?.context).toBe('Frage 1: Wie war Ihr Tag?')
  })

  it('counts conflicts per edit: a dropped edit’s conflict does not shorten the next edit’s retries', async () => {
    const { server, open } = aSharedDialog()
    let busy = 0
    // Someone deletes q2 before A's edit of it arrives, then saves 5 times just before A's next edit.
    const transport: Transport = {
      send: async (call) => {
        const id = (call.body as { change?: { block?: string } } | undefined)?.change?.block
        const q2 = server.state.blocks.get('q2')
        if (id === 'q2' && q2)
          await server.colleague({ kind: 'block.delete', block: q2, at: { index: 1, after: 'q1' } })
        if (id === 'q1' && busy++ < 5) await server.colleague({ kind: 'config', key: 'speed', before: 0, after: busy })
        return server.send(call)
      },
    }
    const { editor, errors } = open(transport)
    const lost = editor.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'weg' }))
    const kept = editor.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'bleibt' }))
    expect(await lost).toMatchObject({ ok: false, error: { code: 'edit_conflict' } })
    expect(await kept).toEqual({ ok: true })
    expect(errors.map((e) => e.code)).toEqual(['edit_conflict'])
    expect(server.state.blocks.get('q1')?.context).toBe('bleibt')
  })

  it('training and trigger edits carry no expected_version and do not count as edits', async () => {
    const snapshot: EditorSnapshot = {
      ...aSurvey({ blocks: 3 }),
      connections: [{ source: 'q1', handle: 'ja', target: 'q2' }],
      trainingExamples: [],
    }
    const calls: TransportCall[] = []
    const editor = createDialogEditor({
      ...snapshot,
      version: 7,
      ...testContext(),
      transport: { send: async (call) => void calls.push(call) },
      load: async () => ({ ...snapshot, version: 7 }),
    })
    await editor.execute(addTrainingExample({ unique_question_id: 'q1', handle: 'ja', text: 'Ja' }))
    await editor.execute(
      createTrigger({
        dialog_manager_id: 3,
        action: 'waitAPI',
        source: { survey_id: 's1', unique_question_id: 'q1' },
        target: { survey_id: 's2', unique_question_id: 'x' },
      }),
    )
    await editor.execute(updateConfig({ key: 'survey_name', value: 'X' }))
    expect(expectedVersions(calls)).toEqual([undefined, undefined, 7])
  })

  it('sends expected_version even without a load function: a conflict is caught up from the edit log', async () => {
    const server = new FakeServer(toEditorState(aSurvey()), 5)
    const editor = createDialogEditor({ ...server.snapshot(), transport: server, ...testContext() })
    await server.colleague({ kind: 'config', key: 'speed', before: 0.5, after: 2 })
    expect(await editor.execute(updateConfig({ key: 'survey_name', value: 'X' }))).toEqual({ ok: true })
    expect(expectedVersions(server.calls.filter((c) => c.method === 'POST'))).toEqual([undefined, 5, 6])
    expect(editor.getState().survey).toMatchObject({ survey_name: 'X', speed: 2 })
  })
})
