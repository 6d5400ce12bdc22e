import { describe, expect, it } from 'vitest'
import type { BlockInput } from '../model/block'
import { toEditorState } from '../model/snapshot'
import { checkDialog, createCheckDeriver, type CheckOptions } from './checkDialog'
import type { Problem } from './Problem'
import { type ProblemNames, describeProblem } from './checkWords'

type BlockFixture = Partial<BlockInput> & { type: BlockInput['type'] }

interface Fixture {
  blocks: BlockFixture[]
  jumps?: [string, string, string][]
  triggers?: unknown[]
  exitConditions?: unknown[]
  trainingExamples?: [string, string, number][]
}

/** A dialog of blocks q1, q2, … (context "Frage qN"); the last one is an end block unless it says otherwise. */
function aDoc({ blocks, jumps = [], triggers = [], exitConditions = [], trainingExamples }: Fixture) {
  const all_questions = blocks.map((b, i) => ({
    unique_question_id: `q${i + 1}`,
    survey_id: 's1',
    order: i,
    context: `Frage q${i + 1}`,
    is_end: i === blocks.length - 1,
    ...b,
  }))
  let n = 0
  return toEditorState({
    survey: { survey_id: 's1', survey_id_int: 1, survey_name: 'Test', all_questions },
    connections: jumps.map(([source, handle, target]) => ({ source, handle, target })),
    triggers,
    exitConditions,
    ...(trainingExamples && {
      trainingExamples: trainingExamples.flatMap(([block, handle, count]) =>
        Array.from({ length: count }, () => ({
          id: `e${++n}`,
          unique_question_id: block,
          handle,
          text: `Beispiel ${n}`,
        })),
      ),
    }),
  })
}

const kinds = (problems: readonly Problem[]) => problems.map((p) => `${p.kind}@${p.block}`)
const check = (fixture: Fixture, options?: CheckOptions) => kinds(checkDialog(aDoc(fixture), options))

const names: ProblemNames = {
  block: (_s, id) => `Block ${id.slice(1)}`,
  option: (_s, _b, v) => v,
  dialog: (s) => s,
}

const options = [
  { id: 'ja', label: 'Ja' },
  { id: 'nein', label: 'Nein' },
]
const lines = (n: number) => 'x'.repeat(n)

describe('dialog checks: each finds its problem and nothing on the dialog without it', () => {
  it('a clean dialog has no problems', () => {
    expect(check({ blocks: [{ type: 'message' }, { type: 'open' }, { type: 'message' }] })).toEqual([])
  })

  it('a block no path reaches', () => {
    const blocks: BlockFixture[] = [{ type: 'message' }, { type: 'message' }, { type: 'message' }]
    expect(check({ blocks, jumps: [['q1', 'default', 'q3']] })).toEqual(['unreachable@q2'])
    expect(check({ blocks, jumps: [['q1', 'default', 'q2']] })).toEqual([])
  })

  it('a trigger into the dialog makes its target reachable', () => {
    const blocks: BlockFixture[] = [{ type: 'message', is_end: true }, { type: 'message' }]
    expect(check({ blocks })).toEqual(['unreachable@q2'])
    const trigger = {
      id: 't1',
      dialog_manager_id: 1,
      survey_id: 's2',
      unique_question_id: 'x',
      trigger: 'moveTo;s1;q2',
      init_survey: false,
    }
    expect(check({ blocks, triggers: [trigger] })).toEqual([])
  })

  it('a path that ends without an end block', () => {
    expect(check({ blocks: [{ type: 'message' }, { type: 'open', is_end: false }] })).toEqual(['ends_without_end@q2'])
    expect(check({ blocks: [{ type: 'message' }, { type: 'open', is_end: true }] })).toEqual([])
  })

  it('a loop with no way out is a Fehler, a Warnung when an AI exit condition can end it', () => {
    const blocks: BlockFixture[] = [{ type: 'open' }, { type: 'open' }, { type: 'message' }]
    const loop = { blocks, jumps: [['q2', 'default', 'q1']] as [string, string, string][] }
    const problems = checkDialog(aDoc(loop))
    expect(kinds(problems)).toEqual(['no_way_out@q1', 'unreachable@q3'])
    expect(problems[0]).toMatchObject({ severity: 'error', blocks: ['q1', 'q2'] })
    const condition = { id: 'c1', survey_id: 's1', unique_question_id: null, condition: 'Die Person ist fertig' }
    expect(checkDialog(aDoc({ ...loop, exitConditions: [condition] }))[0]).toMatchObject({ severity: 'warning' })
    // A loop with a way out (an intent leaves it) is fine.
    const leaving = blocks.map((b, i) => (i === 1 ? { ...b, nachfrage: 'Wie meinen Sie das?' } : b))
    const jumps: [string, string, string][] = [
      ['q2', 'default', 'q1'],
      ['q2', 'fertig', 'q3'],
    ]
    expect(check({ blocks: leaving, jumps, trainingExamples: [['q2', 'fertig', 5]] })).toEqual([])
    expect(check({ blocks: leaving, jumps, trainingExamples: [] })).toEqual(['few_examples@q2'])
  })

  it("a loop a colleague's moveTo trigger leads out of is the game's design, not a problem; one into the loop leaves a Warnung", () => {
    const blocks: BlockFixture[] = [{ type: 'open' }, { type: 'open' }, { type: 'message', is_end: true }]
    const loop = { blocks, jumps: [['q2', 'default', 'q1']] as [string, string, string][] }
    const moveTo = (target: string) => ({
      id: 't1',
      dialog_manager_id: 1,
      survey_id: 's2',
      unique_question_id: 'x',
      trigger: `moveTo;s1;${target}`,
      init_survey: false,
    })
    expect(check({ ...loop, triggers: [moveTo('q3')] })).toEqual([])
    expect(
      checkDialog(aDoc({ ...loop, triggers: [moveTo('q2')] })).filter((p) => p.kind === 'no_way_out'),
    ).toMatchObject([{ kind: 'no_way_out', severity: 'warning', blocks: ['q1', 'q2'] }])
  })

  it('options without a jump of their own in a branching block', () => {
    const blocks: BlockFixture[] = [{ type: 'single_choice', options }, { type: 'message' }, { type: 'message' }]
    const problems = checkDialog(aDoc({ blocks, jumps: [['q1', 'ja', 'q3']] }))
    expect(kinds(problems)).toEqual(['option_without_jump@q1'])
    expect(describeProblem(problems[0] as Problem, names)).toContain('„nein“')
    expect(
      check({
        blocks,
        jumps: [
          ['q1', 'ja', 'q3'],
          ['q1', 'default', 'q2'],
        ],
      }),
    ).toEqual([])
    expect(
      check({
        blocks,
        jumps: [
          ['q1', 'ja', 'q3'],
          ['q1', 'nein', 'q2'],
        ],
      }),
    ).toEqual([])
  })

  it('likert points without a jump of their own', () => {
    const blocks: BlockFixture[] = [{ type: 'likert', likert_scale: 5 }, { type: 'message' }]
    const problems = checkDialog(aDoc({ blocks, jumps: [['q1', '1-3', 'q2']] }))
    expect(problems).toMatchObject([{ kind: 'option_without_jump', values: ['4', '5'] }])
    expect(
      check({
        blocks,
        jumps: [
          ['q1', '1-3', 'q2'],
          ['q1', '4-5', 'q2'],
        ],
      }),
    ).toEqual([])
  })

  it('a jump shadowed by an earlier jump that always matches first', () => {
    const end: BlockFixture = { type: 'message', is_end: true }
    const blocks: BlockFixture[] = [{ type: 'likert', likert_scale: 5 }, end, end]
    const jumps: [string, string, string][] = [
      ['q1', '1-5', 'q2'],
      ['q1', '2-3', 'q3'],
    ]
    const problems = checkDialog(aDoc({ blocks, jumps }))
    expect(kinds(problems)).toEqual(['jump_never_fires@q1', 'unreachable@q3'])
    expect(problems[0]).toMatchObject({ reason: 'shadowed', handle: '2-3', by: '1-5' })
    expect(
      check({
        blocks,
        jumps: [
          ['q1', '1-3', 'q2'],
          ['q1', '4-5', 'q3'],
        ],
      }),
    ).toEqual([])
  })

  it('number ranges: a range between two others still fires, one inside an earlier one does not', () => {
    const end: BlockFixture = { type: 'message', is_end: true }
    const blocks: BlockFixture[] = [{ type: 'number' }, end, end, end]
    const fires: [string, string, string][] = [
      ['q1', '0-6', 'q2'],
      ['q1', '8-12', 'q3'],
      ['q1', '5-10', 'q4'],
      ['q1', 'default', 'q2'],
    ]
    expect(check({ blocks, jumps: fires })).toEqual([])
    // The dash of a range is no minus sign: '0-10' ends at 10, so 11-20 of '5-20' still fires.
    const tail: [string, string, string][] = [
      ['q1', '0-10', 'q2'],
      ['q1', '5-20', 'q3'],
      ['q1', 'default', 'q4'],
    ]
    expect(check({ blocks, jumps: tail })).toEqual([])
    const inside: [string, string, string][] = [
      ['q1', '0-20', 'q2'],
      ['q1', '5-10', 'q3'],
      ['q1', 'default', 'q2'],
    ]
    expect(checkDialog(aDoc({ blocks, jumps: inside }))).toMatchObject([
      { kind: 'jump_never_fires', handle: '5-10', reason: 'shadowed' },
      { kind: 'unreachable' },
      { kind: 'unreachable' },
    ])
  })

  it('jumps that match no answer, on an end block, on a block that takes only the default, and an unused default', () => {
    const choice: BlockFixture[] = [{ type: 'single_choice', options, is_end: false }, { type: 'message' }]
    expect(checkDialog(aDoc({ blocks: choice, jumps: [['q1', 'vielleicht', 'q2']] }))).toMatchObject([
      { kind: 'jump_never_fires', reason: 'no_value' },
    ])
    const end: BlockFixture[] = [{ type: 'message', is_end: true }, { type: 'message' }]
    expect(checkDialog(aDoc({ blocks: end, jumps: [['q1', 'default', 'q2']] }))).toMatchObject([
      { kind: 'jump_never_fires', reason: 'end_block' },
      { kind: 'unreachable' },
    ])
    const message: BlockFixture[] = [{ type: 'message' }, { type: 'message' }]
    expect(checkDialog(aDoc({ blocks: message, jumps: [['q1', 'ja', 'q2']] }))).toMatchObject([
      { kind: 'jump_never_fires', reason: 'type' },
    ])
    const all: [string, string, string][] = [
      ['q1', 'ja', 'q2'],
      ['q1', 'nein', 'q2'],
      ['q1', 'default', 'q2'],
    ]
    expect(checkDialog(aDoc({ blocks: choice, jumps: all }))).toMatchObject([
      { kind: 'jump_never_fires', reason: 'covered', severity: 'hint' },
    ])
    expect(check({ blocks: choice, jumps: all.slice(0, 2) })).toEqual([])
  })

  it('a multiple choice option whose jump always loses to an earlier option', () => {
    const blocks: BlockFixture[] = [
      { type: 'multiple_choice', options, min: 2, max: 2 },
      { type: 'message', is_end: true },
      { type: 'message' },
    ]
    expect(
      checkDialog(
        aDoc({
          blocks,
          jumps: [
            ['q1', 'ja', 'q2'],
            ['q1', 'nein', 'q3'],
          ],
        }),
      ),
    ).toMatchObject([
      { kind: 'jump_never_fires', handle: 'nein', reason: 'shadowed', by: 'ja' },
      { kind: 'unreachable', block: 'q3' },
    ])
    const one = blocks.map((b, i) => (i === 0 ? { ...b, min: 1 } : b))
    expect(
      check({
        blocks: one,
        jumps: [
          ['q1', 'ja', 'q2'],
          ['q1', 'nein', 'q3'],
        ],
      }),
    ).toEqual([])
  })

  it('intents with too few examples, and examples of an intent without a jump', () => {
    const blocks: BlockFixture[] = [{ type: 'open', nachfrage: 'Wie meinen Sie das?' }, { type: 'message' }]
    const jumps: [string, string, string][] = [
      ['q1', 'lob', 'q2'],
      ['q1', 'kritik', 'q2'],
    ]
    expect(
      check({
        blocks,
        jumps,
        trainingExamples: [
          ['q1', 'lob', 5],
          ['q1', 'kritik', 2],
        ],
      }),
    ).toEqual(['few_examples@q1'])
    expect(
      check({
        blocks,
        jumps,
        trainingExamples: [
          ['q1', 'lob', 5],
          ['q1', 'kritik', 5],
        ],
      }),
    ).toEqual([])
    expect(
      check({
        blocks,
        jumps,
        trainingExamples: [
          ['q1', 'lob', 5],
          ['q1', 'kritik', 5],
          ['q1', 'alt', 3],
        ],
      }),
    ).toEqual(['intent_without_jump@q1'])
    // The configurator's counts win over the document's examples.
    expect(check({ blocks, jumps }, { examples: { q1: { lob: 9, kritik: 1 } } })).toEqual(['few_examples@q1'])
  })

  it('examples the cross-validation routes elsewhere', () => {
    const blocks: BlockFixture[] = [{ type: 'open', nachfrage: 'Wie meinen Sie das?' }, { type: 'message' }]
    const jumps: [string, string, string][] = [
      ['q1', 'lob', 'q2'],
      ['q1', 'kritik', 'q2'],
    ]
    const quality = (confusion: number[][]) => ({ q1: { handles: ['lob', 'kritik'], confusion } })
    const problems = checkDialog(aDoc({ blocks, jumps }), {
      quality: quality([
        [6, 0],
        [3, 4],
      ]),
    })
    expect(problems).toMatchObject([
      { kind: 'examples_misrouted', handle: 'kritik', misrouted: 3, examples: 7, to: 'lob' },
    ])
    expect(describeProblem(problems[0] as Problem, names)).toBe(
      '3 von 7 Beispielen der Absicht „kritik“ in Block 1 landen in der Kreuzvalidierung woanders, die meisten bei „lob“.',
    )
    expect(
      kinds(
        checkDialog(aDoc({ blocks, jumps }), {
          quality: quality([
            [6, 0],
            [0, 7],
          ]),
        }),
      ),
    ).toEqual([])
  })

  it('empty and too long texts', () => {
    expect(checkDialog(aDoc({ blocks: [{ type: 'message', context: '#1500#' }] }))).toMatchObject([
      { kind: 'empty_text', field: 'context', severity: 'error' },
    ])
    expect(check({ blocks: [{ type: 'single_choice', options: [{ id: 'a', label: ' ' }] }] })).toEqual([
      'empty_text@q1',
    ])
    expect(checkDialog(aDoc({ blocks: [{ type: 'message', context: lines(700) }] }))).toMatchObject([
      { kind: 'long_text', field: 'context', length: 700, severity: 'hint' },
    ])
    expect(check({ blocks: [{ type: 'message', context: `${lines(500)}#1500#${lines(500)}` }] })).toEqual([])
  })

  it('a nachfrage missing where routing asks one', () => {
    const jumps: [string, string, string][] = [
      ['q1', 'lob', 'q2'],
      ['q1', 'default', 'q2'],
    ]
    const open = (b: Partial<BlockInput>): BlockFixture[] => [{ type: 'open', ...b }, { type: 'message' }]
    expect(checkDialog(aDoc({ blocks: open({}), jumps }))).toMatchObject([
      { kind: 'nachfrage_missing', mode: 'nachfrage', severity: 'warning' },
    ])
    expect(checkDialog(aDoc({ blocks: open({ clarify_mode: 'buttons' }), jumps }))).toMatchObject([
      { kind: 'nachfrage_missing', mode: 'buttons', severity: 'hint' },
    ])
    expect(check({ blocks: open({ clarify_mode: 'route' }), jumps })).toEqual([])
    expect(check({ blocks: open({ nachfrage: 'Wie meinen Sie das?' }), jumps })).toEqual([])
    expect(checkDialog(aDoc({ blocks: open({ min_words: 4 }) }))).toMatchObject([
      { kind: 'nachfrage_missing', mode: 'min_words' },
    ])
  })

  it('a trigger whose end in this dialog was deleted', () => {
    const trigger = {
      id: 't1',
      dialog_manager_id: 1,
      survey_id: 's1',
      unique_question_id: 'q1',
      trigger: 'moveTo;s1;gone',
      init_survey: false,
    }
    expect(check({ blocks: [{ type: 'message' }], triggers: [trigger] })).toEqual(['trigger_dangling@q1'])
    expect(
      check({
        blocks: [{ type: 'message' }, { type: 'message' }],
        triggers: [{ ...trigger, trigger: 'moveTo;s1;q2' }],
      }),
    ).toEqual([])
  })

  it('every problem has a German and an English text', () => {
    const problems = checkDialog(
      aDoc({
        blocks: [
          { type: 'likert', likert_scale: 5 },
          { type: 'open', context: '' },
          { type: 'message', is_end: false },
        ],
        jumps: [
          ['q1', '1-5', 'q2'],
          ['q1', '2', 'q3'],
        ],
      }),
    )
    expect(problems.length).toBeGreaterThan(2)
    for (const p of problems) {
      expect(describeProblem(p, names, 'de')).not.toMatch(/undefined/)
      expect(describeProblem(p, names, 'en')).not.toMatch(/undefined/)
    }
  })
})

describe('the incremental deriver', () => {
  it('keeps its answer while an edit changes nothing the checks see, and agrees with a fresh check after any edit', () => {
    const derive = createCheckDeriver()
    const doc = aDoc({ blocks: [{ type: 'message' }, { type: 'open', context: '' }, { type: 'message' }] })
    const first = derive(doc)
    expect(kinds(first)).toEqual(['empty_text@q2'])
    const q1 = doc.blocks.get('q1')
    if (!q1) throw new Error('q1')
    const typed = { ...doc, blocks: doc.blocks.replace({ ...q1, context: 'Hallo!' }) }
    expect(derive(typed)).toBe(first)
    const q2 = typed.blocks.get('q2')
    if (!q2) throw new Error('q2')
    const fixed = { ...typed, blocks: typed.blocks.replace({ ...q2, context: 'Frage?' }) }
    expect(derive(fixed)).toEqual([])
    const jumped = { ...fixed, connections: [{ source: 'q1', handle: 'default', target: 'q3' }] }
    expect(derive(jumped)).toEqual(checkDialog(jumped))
    expect(kinds(derive(jumped))).toEqual(['unreachable@q2'])
  })

  it('a new start block is checked again although no exits of a block changed (found by the property test)', () => {
    const derive = createCheckDeriver()
    const doc = aDoc({ blocks: [{ type: 'message' }, { type: 'message' }, { type: 'message' }] })
    expect(derive(doc)).toEqual([])
    const q3 = doc.blocks.get('q3')
    if (!q3) throw new Error('q3')
    const moved = { ...doc, blocks: doc.blocks.replace({ ...q3, start_page: true }) }
    expect(kinds(derive(moved))).toEqual(['unreachable@q1', 'unreachable@q2'])
  })
})
