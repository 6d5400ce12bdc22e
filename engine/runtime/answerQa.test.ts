import { describe, expect, it } from 'vitest'
import { replay } from './replay'
import { aDialog, type BlockFixture, textsOf } from './testing/aDialog'
import type { RuntimeDeps } from './Turn'

const retrieve: RuntimeDeps['retrieve'] = (_block, question) =>
  question.includes('Preis')
    ? { answer: 'Es kostet 10 € #5#.', passages: ['Seite 1: Preis 10 €', 'Seite 2: Rabatt'] }
    : null
const qa = (extra: Partial<BlockFixture> = {}) =>
  aDialog({ ending: 'Ende', blocks: [{ type: 'qa', filename_db: 'doc.pdf', ...extra }, { type: 'open' }] })

describe('qa block', () => {
  it('waits for questions in phase qa', () => {
    const [start] = replay(qa(), [])
    expect(start!.awaiting).toMatchObject({ unique_question_id: 'q1', kind: 'qa' })
    expect(start!.state.phase).toBe('qa')
  })

  it('answers a question from the document and waits for the next one', () => {
    const turn = replay(qa(), ['Was ist der Preis?'], { retrieve })[1]!
    expect(turn.messages).toEqual([
      {
        unique_question_id: 'q1',
        type: 'qa',
        context: 'Es kostet 10 € #5#.',
        bubbles: [{ text: 'Es kostet 10 € #5#.', delayMs: 0 }],
      },
    ])
    expect(turn).toMatchObject({
      finished_question_id: null,
      state: { current: 'q1', qaCount: 1 },
      answer: { value: 'Was ist der Preis?' },
    })
  })

  it('only_search answers with the passages', () => {
    expect(textsOf(replay(qa({ only_search: true }), ['Preis?'], { retrieve })[1]!)).toEqual([
      'Seite 1: Preis 10 €\n\nSeite 2: Rabatt',
    ])
  })

  it('an answer carries the passage it was taken from; only_search carries every passage shown', () => {
    const source = (section: number, text: string) => ({
      filename_db: 'doc.pdf',
      section,
      sections: 2,
      page: section,
      text,
    })
    const withSources: RuntimeDeps['retrieve'] = () => ({
      answer: 'Seite 1: Preis 10 €',
      passages: ['Seite 1: Preis 10 €', 'Seite 2: Rabatt'],
      sources: [source(1, 'Seite 1: Preis 10 €'), source(2, 'Seite 2: Rabatt')],
    })
    expect(replay(qa(), ['Preis?'], { retrieve: withSources })[1]!.messages[0]?.sources).toEqual([
      source(1, 'Seite 1: Preis 10 €'),
    ])
    const onlySearch = replay(qa({ only_search: true }), ['Preis?'], { retrieve: withSources })[1]!
    expect(onlySearch.messages[0]?.sources).toEqual([source(1, 'Seite 1: Preis 10 €'), source(2, 'Seite 2: Rabatt')])
  })

  it('a fallback or a retrieval without usable sources carries none', () => {
    expect(replay(qa(), ['Wetter?'], { retrieve })[1]!.messages[0]).not.toHaveProperty('sources')
    expect(replay(qa(), ['Preis?'], { retrieve })[1]!.messages[0]).not.toHaveProperty('sources')
    const nonsense = { retrieve: () => ({ answer: 'Ja.', passages: ['Ja.'], sources: [null, { section: 'x' }] }) }
    const turn = replay(qa(), ['Preis?'], nonsense as unknown as RuntimeDeps)[1]!
    expect(turn.messages[0]).toMatchObject({ context: 'Ja.' })
    expect(turn.messages[0]).not.toHaveProperty('sources')
  })

  it('no result gives qa_fallback, or the default fallback', () => {
    expect(textsOf(replay(qa(), ['Wetter?'], { retrieve })[1]!)).toEqual([
      'Dazu habe ich leider keine Antwort gefunden.',
    ])
    expect(textsOf(replay(qa({ qa_fallback: 'Weiß ich nicht.' }), ['Wetter?'])[1]!)).toEqual(['Weiß ich nicht.'])
    const throwing = {
      retrieve: () => {
        throw new Error('kaputt')
      },
    }
    expect(textsOf(replay(qa(), ['Preis?'], throwing)[1]!)).toEqual(['Dazu habe ich leider keine Antwort gefunden.'])
  })

  it('the exit phrase (default weiter, any case) moves on without being recorded', () => {
    const turn = replay(qa({ acknowledgement: 'Gern.' }), ['Preis?', 'Weiter!'], { retrieve })[2]!
    expect(textsOf(turn)).toEqual(['Gern.', 'Frage q2'])
    expect(turn.finished_question_id).toBe('q1')
    expect(turn.answer).toBeUndefined()
    expect(replay(qa({ qa_exit_phrase: 'fertig' }), ['fertig'])[1]!.awaiting?.unique_question_id).toBe('q2')
  })

  it('after qa_max_questions (default 3) the dialog moves on after the last reply', () => {
    const turns = replay(qa(), ['a?', 'b?', 'c?'], { retrieve })
    expect(turns[2]!.awaiting?.unique_question_id).toBe('q1')
    expect(turns[3]!.messages.map((m) => m.type)).toEqual(['qa', 'open'])
    expect(turns[3]!.awaiting?.unique_question_id).toBe('q2')
    expect(replay(qa({ qa_max_questions: 1 }), ['a?'])[1]!.awaiting?.unique_question_id).toBe('q2')
  })

  it('a qa block with is_end ends the dialog when left', () => {
    const turn = replay(qa({ is_end: true }), ['weiter'])[1]!
    expect(textsOf(turn)).toEqual(['Ende'])
    expect(turn.is_end).toBe(true)
  })
})
