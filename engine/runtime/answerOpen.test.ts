import { describe, expect, it } from 'vitest'
import type { Block } from '../model/block'
import { replay } from './replay'
import { aDialog, type DialogFixture, textsOf } from './testing/aDialog'
import type { Classification, RuntimeDeps } from './Turn'

const last = <T>(list: T[]) => list[list.length - 1] as T
const tail = [{ type: 'open' as const }, { type: 'open' as const }, { type: 'open' as const }]
const intents: DialogFixture = {
  blocks: [{ type: 'open', nachfrage: 'Können Sie das genauer sagen?', acknowledgement: 'Danke.' }, ...tail],
  jumps: [
    ['q1', 'lob', 'q3'],
    ['q1', 'kritik', 'q4'],
  ],
}

/** A classifier that knows one word per intent; confidence 0.9 on a hit, 0.3 otherwise. */
const keywordClassifier =
  (calls: string[][] = []): RuntimeDeps['classify'] =>
  (_block: Block, texts: string[]): Classification[] => {
    calls.push(texts)
    const all = texts.join(' ')
    if (all.includes('super'))
      return [
        { handle: 'lob', confidence: 0.9 },
        { handle: 'kritik', confidence: 0.1 },
      ]
    if (all.includes('schlecht')) return [{ handle: 'kritik', confidence: 0.9 }]
    return [{ handle: 'lob', confidence: 0.3 }]
  }

describe('open block', () => {
  it('a long enough answer gets the acknowledgement and moves on by order', () => {
    const turn = last(
      replay(aDialog({ blocks: [{ type: 'open', acknowledgement: 'Danke.' }, { type: 'open' }] }), [
        'Das war ein guter Tag',
      ]),
    )
    expect(textsOf(turn)).toEqual(['Danke.', 'Frage q2'])
    expect(turn.answer?.value).toBe('Das war ein guter Tag')
  })

  it('a too short answer triggers the nachfrage once; after it the dialog moves on regardless', () => {
    const dialog = aDialog({ blocks: [{ type: 'open', nachfrage: 'Erzählen Sie mehr!' }, { type: 'open' }] })
    const [, first, second] = replay(dialog, ['gut', 'sehr'])
    expect(first!.messages.map((m) => [m.type, m.unique_question_id])).toEqual([['nachfrage', 'q1']])
    expect(first!.state).toMatchObject({ current: 'q1', phase: 'nachfrage', pendingAnswers: ['gut'] })
    expect(first!).toMatchObject({
      finished_question_id: null,
      routing: { reason: 'nachfrage' },
      answer: { value: 'gut', nachfrage: false },
    })
    expect(second!).toMatchObject({ finished_question_id: 'q1', answer: { value: 'sehr', nachfrage: true } })
    expect(second!.awaiting?.unique_question_id).toBe('q2')
    expect(second!.state.phase).toBe('answer')
  })

  it('min_words decides what is too short; without a nachfrage a short answer just moves on', () => {
    const dialog = aDialog({ blocks: [{ type: 'open', nachfrage: 'Mehr?', min_words: 1 }, { type: 'open' }] })
    expect(last(replay(dialog, ['gut'])).awaiting?.unique_question_id).toBe('q2')
    expect(
      last(replay(aDialog({ blocks: [{ type: 'open' }, { type: 'open' }] }), ['gut'])).awaiting?.unique_question_id,
    ).toBe('q2')
  })

  it('a confident intent takes its jump, even when the answer is short', () => {
    const turn = last(replay(aDialog(intents), ['super'], { classify: keywordClassifier() }))
    expect(turn.routing).toEqual({ handle: 'lob', confidence: 0.9, reason: 'intent' })
    expect(turn.awaiting?.unique_question_id).toBe('q3')
  })

  it('an unsure intent asks the nachfrage, then classifies both answers together', () => {
    const calls: string[][] = []
    const turns = replay(aDialog(intents), ['na ja, es war so mittel', 'eher schlecht'], {
      classify: keywordClassifier(calls),
    })
    expect(turns[1]!.state.phase).toBe('nachfrage')
    expect(calls).toEqual([['na ja, es war so mittel'], ['na ja, es war so mittel', 'eher schlecht']])
    expect(turns[2]!.routing).toEqual({ handle: 'kritik', confidence: 0.9, reason: 'intent' })
    expect(turns[2]!.awaiting?.unique_question_id).toBe('q4')
  })

  it('still unsure after the nachfrage: the default jump, else the order', () => {
    const deps = { classify: keywordClassifier() }
    const withDefault = { ...intents, jumps: [...intents.jumps!, ['q1', 'default', 'q2'] as [string, string, string]] }
    const turn = last(replay(aDialog(withDefault), ['weiß nicht genau', 'keine Ahnung wirklich'], deps))
    expect(turn.routing).toEqual({ handle: 'default', confidence: 0.3, reason: 'fallback' })
    expect(last(replay(aDialog(intents), ['weiß nicht genau', 'keine Ahnung wirklich'], deps)).routing).toEqual({
      handle: 'order',
      confidence: 0.3,
      reason: 'fallback',
    })
  })

  it('the threshold is configurable', () => {
    const turn = last(replay(aDialog(intents), ['es war ganz okay'], { classify: keywordClassifier(), threshold: 0.2 }))
    expect(turn.routing).toMatchObject({ handle: 'lob', reason: 'intent' })
  })

  it('a classifier that throws or names unknown handles counts as unsure', () => {
    const throwing = {
      classify: () => {
        throw new Error('kaputt')
      },
    }
    expect(replay(aDialog(intents), ['es war ganz okay'], throwing)[1]!.state.phase).toBe('nachfrage')
    const unknown = { classify: () => [{ handle: 'fremd', confidence: 1 }] }
    expect(last(replay(aDialog(intents), ['es war ganz okay', 'wirklich okay so'], unknown)).routing?.reason).toBe(
      'fallback',
    )
  })

  it('without a classifier an intent block follows default or order', () => {
    expect(last(replay(aDialog(intents), ['es war ganz okay'])).routing).toEqual({
      handle: 'order',
      confidence: null,
      reason: 'order',
    })
  })

  it('an empty answer to the nachfrage is refused and the nachfrage asked again', () => {
    const turns = replay(aDialog(intents), ['kurz', ' '])
    expect(turns[2]!.messages.map((m) => m.type)).toEqual(['error', 'nachfrage'])
    expect(turns[2]!.state).toEqual(turns[1]!.state)
  })
})
