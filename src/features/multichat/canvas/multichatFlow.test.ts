import type { MultichatDialog, MultichatState } from '@engine/editor'
import { toEditorState } from '@engine/index'
import { aSurvey } from '@engine/testing'
import { describe, expect, it } from 'vitest'
import { GROUP_GAP } from './groupLayout'
import { blockNodeId, multichatFlow } from './multichatFlow'
import { parseReleaseSeconds } from './releaseSeconds'

const dialog = (survey_id: string, order: number, withPositions = false): MultichatDialog => ({
  survey_id,
  survey_name: survey_id,
  order,
  editable: true,
  state: toEditorState(aSurvey({ survey_id, blocks: 2, withPositions })),
})
const trigger = (id: string, survey_id: string, trigger: string, init_survey = false) => ({
  id,
  dialog_manager_id: 7,
  survey_id,
  unique_question_id: 'q1',
  trigger,
  init_survey,
})

describe('multichatFlow', () => {
  const state: MultichatState = {
    dialog_manager_id: 7,
    dialogs: [dialog('s1', 0, true), dialog('s2', 1)],
    triggers: [
      trigger('a', 's1', 'waitFor;s2;q2', true),
      trigger('b', 's1', 'moveTo;s2;q1'),
      trigger('c', 's2', 'waitAPI;s1;q2'),
      trigger('d', 's1', 'moveTo;gone;q1'),
    ],
  }

  it('draws each dialog as a group with its blocks inside, side by side, lead first', () => {
    const { nodes } = multichatFlow(state, null)
    const groups = nodes.filter((n) => n.type === 'dialog')
    expect(groups.map((g) => [g.id, g.data.lead])).toEqual([
      ['dialog:s1', true],
      ['dialog:s2', false],
    ])
    expect(groups[1]!.position.x).toBe(groups[0]!.position.x + groups[0]!.width! + GROUP_GAP)
    const blocks = nodes.filter((n) => n.type === 'mcBlock')
    expect(blocks.map((b) => [b.id, b.parentId])).toEqual([
      [blockNodeId('s1', 'q1'), 'dialog:s1'],
      [blockNodeId('s1', 'q2'), 'dialog:s1'],
      [blockNodeId('s2', 'q1'), 'dialog:s2'],
      [blockNodeId('s2', 'q2'), 'dialog:s2'],
    ])
    // Stored positions keep their distance inside the group (aSurvey: 150 apart).
    expect(blocks[1]!.position.y - blocks[0]!.position.y).toBe(150)
  })

  it('styles trigger edges per kind, points waitAPI from the source, and skips triggers into unknown dialogs', () => {
    const { edges } = multichatFlow(state, 'trigger:b')
    expect(edges.map((e) => [e.id, e.data?.style, e.source, e.target, e.selected])).toEqual([
      ['trigger:a', 'startDialog', blockNodeId('s1', 'q1'), blockNodeId('s2', 'q2'), false],
      ['trigger:b', 'moveTo', blockNodeId('s1', 'q1'), blockNodeId('s2', 'q1'), true],
      ['trigger:c', 'waitAPI', blockNodeId('s1', 'q2'), blockNodeId('s2', 'q1'), false],
    ])
  })

  it('gives a dialog the editor may not view an empty group', () => {
    const { nodes } = multichatFlow({ ...state, dialogs: [{ ...dialog('s1', 0), state: null, editable: false }] }, null)
    expect(nodes.map((n) => n.type)).toEqual(['dialog'])
  })

  it('wraps 30 connected dialogs into rows, lead first, instead of one row too wide to read', () => {
    const dialogs = Array.from({ length: 30 }, (_, i) => dialog(`s${i}`, i))
    const groups = multichatFlow({ ...state, dialogs, triggers: [] }, null).nodes.filter((n) => n.type === 'dialog')
    const rows = [...new Set(groups.map((g) => g.position.y))]
    expect(rows.length).toBeGreaterThan(2)
    expect(groups[0]!.position).toEqual({ x: 0, y: 0 })
    const right = Math.max(...groups.map((g) => g.position.x + g.width!))
    const bottom = Math.max(...groups.map((g) => g.position.y + g.height!))
    // The whole multichat is about as wide as a 16:9 screen, not 30 groups long.
    expect(right / bottom).toBeLessThan(4)
  })
})

describe('parseReleaseSeconds', () => {
  it('accepts empty (no timer) and whole seconds from 1 to 86400, nothing else', () => {
    expect(parseReleaseSeconds(' ')).toEqual({ ok: true, value: null })
    expect(parseReleaseSeconds('30')).toEqual({ ok: true, value: 30 })
    expect(parseReleaseSeconds('86400')).toEqual({ ok: true, value: 86400 })
    for (const bad of ['0', '86401', '1.5', '-3', 'abc']) expect(parseReleaseSeconds(bad).ok).toBe(false)
  })
})
