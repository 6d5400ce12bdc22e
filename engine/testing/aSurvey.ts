import type { BlockInput } from '../model/block'
import type { EditorSnapshot } from '../model/snapshot'

export interface SurveyFixture {
  blocks?: number
  survey_id?: string
  withPositions?: boolean
}

/** A small factory (docs/contributing.md#the-shape-of-the-code): `aSurvey({ blocks: 3 })` gives a snapshot with open questions q1..q3. */
export function aSurvey({ blocks = 3, survey_id = 's1', withPositions = false }: SurveyFixture = {}): EditorSnapshot {
  const all_questions: BlockInput[] = Array.from({ length: blocks }, (_, i) => ({
    unique_question_id: `q${i + 1}`,
    survey_id,
    order: i,
    type: 'open',
    context: `Frage ${i + 1}: Wie war Ihr Tag?`,
    position: withPositions ? { x: 0, y: i * 150 } : null,
  }))
  return { survey: { survey_id, survey_id_int: 1, survey_name: 'Testdialog', all_questions } }
}

/** Deterministic ids and a clock the test moves by hand. */
export function testContext(start = 1_700_000_000_000) {
  let time = start
  let ids = 0
  return {
    now: () => time,
    newId: () => `n${++ids}`,
    advance: (ms: number) => {
      time += ms
    },
  }
}
