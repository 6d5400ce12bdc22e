import { describe, expect, it } from 'vitest'
import type { Block } from '../model/block'
import { CLARIFY_OPTION_FLOOR } from '../nlu/decideRoute'
import { answer } from './answer'
import { CLARIFY_OTHER, clarifyOptionId, isOfferedOption } from './clarify'
import { replay } from './replay'
import { resumeConversation } from './resumeConversation'
import { runtimeTexts, runtimeTextsEn } from './runtimeTexts'
import { aDialog, type BlockFixture, textsOf } from './testing/aDialog'
import type { Classification, RuntimeDeps, Turn } from './Turn'

const last = (turns: Turn[]) => turns[turns.length - 1] as Turn

/** Unsure between lob (0.45) and kritik (0.3); "super" is sure lob, "hmm" has no real chance anywhere. */
const classify: RuntimeDeps['classify'] = (_block: Block, texts: string[]): Classification[] => {
  const all = texts.join(' ')
  if (all.includes('super')) return [{ handle: 'lob', confidence: 0.95 }]
  if (all.includes('hmm'))
    return [
      { handle: 'lob', confidence: CLARIFY_OPTION_FLOOR / 2 },
      { handle: 'kritik', confidence: CLARIFY_OPTION_FLOOR / 3 },
    ]
  return [
    { handle: 'kritik', confidence: 0.3 },
    { handle: 'lob', confidence: 0.45 },
    { handle: 'fremd', confidence: 0.2 },
  ]
}
const deps: RuntimeDeps = { classify }

function dialogWith(block: Partial<BlockFixture> = {}, language?: 'de' | 'en') {
  const dialog = aDialog({
    blocks: [
      {
        type: 'open',
        nachfrage: 'Können Sie das genauer sagen?',
        clarify_mode: 'buttons',
        intent_labels: { kritik: 'Kritik am Service' },
        ...block,
      },
      { type: 'open' },
      { type: 'open' },
      { type: 'open' },
    ],
    jumps: [
      ['q1', 'lob', 'q2'],
      ['q1', 'kritik', 'q3'],
      ['q1', 'default', 'q4'],
    ],
  })
  if (language) dialog.survey.language = language
  return dialog
}

describe('clarifying question of an open block (docs/nlu.md "Clarifying question")', () => {
  it('an unsure answer gets the question with the likely intents of the block as buttons, best first, and "Etwas anderes"', () => {
    const turn = last(replay(dialogWith(), ['es war so mittel'], deps))
    expect(textsOf(turn)).toEqual([runtimeTexts.clarifyQuestion])
    expect(turn.messages[0]?.type).toBe('clarify')
    expect(turn.awaiting).toMatchObject({ unique_question_id: 'q1', kind: 'clarify' })
    // 'fremd' is no jump of the block: never offered.
    expect(turn.awaiting?.options).toEqual([
      { id: 'intent:lob', label: 'Lob', confidence: 0.45 },
      { id: 'intent:kritik', label: 'Kritik am Service', confidence: 0.3 },
      { id: CLARIFY_OTHER, label: runtimeTexts.clarifyOther },
    ])
    expect(turn.state).toMatchObject({ phase: 'clarify', pendingAnswers: ['es war so mittel'] })
    // The first answer is recorded at once, as before a nachfrage.
    expect(turn).toMatchObject({ finished_question_id: null, answer: { value: 'es war so mittel' } })
    expect(turn.routing).toMatchObject({ reason: 'clarify', handle: 'lob' })
  })

  it('a tap routes the answer to its intent; the answer stays the words, the transcript shows the label', () => {
    const dialog = dialogWith()
    const asked = last(replay(dialog, ['es war so mittel'], deps))
    const tapped = answer(dialog, asked.state, clarifyOptionId('kritik'), deps)
    expect(tapped.awaiting?.unique_question_id).toBe('q3')
    expect(tapped).toMatchObject({
      finished_question_id: 'q1',
      input_label: 'Kritik am Service',
      answer: { value: 'es war so mittel', raw: 'Kritik am Service', clarified: 'kritik', nachfrage: false },
      routing: { handle: 'kritik', reason: 'clarified', confidence: 0.3 },
    })
    expect(tapped.state.phase).toBe('answer')
    expect(tapped.state.offered).toBeUndefined()
  })

  it('"Etwas anderes" leads to the nachfrage as before, and the two answers decide together', () => {
    const dialog = dialogWith()
    const shown = last(replay(dialog, ['es war so mittel'], deps))
    // Only kritik offered (as a provider that narrowed the buttons leaves it), so lob can still win.
    const asked = { ...shown, state: { ...shown.state, offered: [{ handle: 'kritik', confidence: 0.3 }] } }
    const other = answer(dialog, asked.state, CLARIFY_OTHER, deps)
    expect(textsOf(other)).toEqual(['Können Sie das genauer sagen?'])
    expect(other.awaiting).toMatchObject({ kind: 'text' })
    expect(other.state).toMatchObject({ phase: 'nachfrage', pendingAnswers: ['es war so mittel'] })
    expect(other.answer).toBeUndefined()
    expect(other.input_label).toBe(runtimeTexts.clarifyOther)
    const second = answer(dialog, other.state, 'einfach super', deps)
    expect(second.routing).toMatchObject({ handle: 'lob', reason: 'intent' })
    expect(second.answer).toMatchObject({ nachfrage: true })
  })

  it('"Etwas anderes" without a nachfrage takes the default jump', () => {
    const dialog = dialogWith({ nachfrage: '' })
    const asked = last(replay(dialog, ['es war so mittel'], deps))
    const other = answer(dialog, asked.state, CLARIFY_OTHER, deps)
    expect(other.routing).toMatchObject({ handle: 'default', reason: 'fallback' })
    expect(other.awaiting?.unique_question_id).toBe('q4')
  })

  it('an option that was not offered changes nothing: the error, then the same buttons again', () => {
    const dialog = dialogWith()
    const asked = last(replay(dialog, ['es war so mittel'], deps))
    for (const input of ['intent:fremd', 'kritik', 'irgendwas', '']) {
      expect(isOfferedOption(asked.state, input)).toBe(false)
      const again = answer(dialog, asked.state, input, deps)
      expect(again.state).toBe(asked.state)
      expect(again.answer).toBeUndefined()
      expect(textsOf(again)).toEqual([runtimeTexts.choice, runtimeTexts.clarifyQuestion])
      expect(again.awaiting).toEqual(asked.awaiting)
    }
    expect(isOfferedOption(asked.state, 'intent:kritik')).toBe(true)
    expect(isOfferedOption(asked.state, CLARIFY_OTHER)).toBe(true)
  })

  it('a sure answer is routed at once, and one without a real chance for any intent gets the nachfrage', () => {
    expect(last(replay(dialogWith(), ['einfach super'], deps)).routing).toMatchObject({
      handle: 'lob',
      reason: 'intent',
    })
    const unsure = last(replay(dialogWith(), ['hmm naja also'], deps))
    expect(unsure.state.phase).toBe('nachfrage')
    expect(unsure.awaiting?.kind).toBe('text')
  })

  it("the block's setting: nachfrage only (the default of stored blocks) and always route", () => {
    const nachfrage = last(replay(dialogWith({ clarify_mode: undefined }), ['es war so mittel'], deps))
    expect(nachfrage.state.phase).toBe('nachfrage')
    const routed = last(replay(dialogWith({ clarify_mode: 'route' }), ['es war so mittel'], deps))
    expect(routed.routing).toMatchObject({ handle: 'lob', reason: 'intent', confidence: 0.45 })
    // Always route also skips the length rule: a short answer is routed too.
    expect(last(replay(dialogWith({ clarify_mode: 'route' }), ['mittel'], deps)).routing?.reason).toBe('intent')
  })

  it("the question is the block's own or the dialog language's default; a reload asks it again with the same buttons", () => {
    const own = dialogWith({ clarify_question: 'Worum ging es Ihnen?' })
    const asked = last(replay(own, ['es war so mittel'], deps))
    expect(textsOf(asked)).toEqual(['Worum ging es Ihnen?'])
    const resumed = resumeConversation(own, asked.state)
    expect(textsOf(resumed)).toEqual(['Worum ging es Ihnen?'])
    expect(resumed.awaiting).toEqual(asked.awaiting)
    const english = last(replay(dialogWith({}, 'en'), ['so so'], deps))
    expect(textsOf(english)).toEqual([runtimeTextsEn.clarifyQuestion])
    expect(english.awaiting?.options?.at(-1)).toEqual({ id: CLARIFY_OTHER, label: runtimeTextsEn.clarifyOther })
  })

  it('a jump removed while the buttons were shown is no longer taken: the error, then the buttons', () => {
    const dialog = dialogWith()
    const asked = last(replay(dialog, ['es war so mittel'], deps))
    const edited = aDialog({
      blocks: [{ type: 'open', clarify_mode: 'buttons', nachfrage: 'Mehr?' }, { type: 'open' }],
      jumps: [['q1', 'lob', 'q2']],
    })
    const again = answer(edited, asked.state, clarifyOptionId('kritik'), deps)
    expect(again.state).toBe(asked.state)
    expect(answer(edited, asked.state, clarifyOptionId('lob'), deps).awaiting?.unique_question_id).toBe('q2')
  })
})

describe('after "Etwas anderes"', () => {
  it('the nachfrage answer is never routed to an intent the respondent declined', () => {
    // "super" alone would be sure lob; lob was offered and declined, so the answers go by default.
    const dialog = dialogWith()
    const asked = last(replay(dialog, ['es war so mittel'], deps))
    expect(asked.state.offered?.map((o) => o.handle)).toContain('lob')
    const other = answer(dialog, asked.state, CLARIFY_OTHER, deps)
    expect(other.state.declined).toEqual(asked.state.offered?.map((o) => o.handle))
    const second = answer(dialog, other.state, 'einfach super', deps)
    expect(second.routing).toMatchObject({ handle: 'default', reason: 'fallback' })
    expect(second.answer).toMatchObject({ route: 'other', nachfrage: true })
  })
})
