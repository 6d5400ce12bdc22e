import type { EditorSnapshot } from '@engine/index'
import { aSurvey } from '@engine/testing'

/**
 * aSurvey with one block of each kind the inspector edits differently: q1 open (with an intent
 * jump to q2), q2 likert, q3 single choice, q4 message.
 */
export function anInspectorSurvey(): EditorSnapshot {
  const base = aSurvey({ blocks: 4 })
  const [q1, q2, q3, q4] = base.survey.all_questions ?? []
  return {
    survey: {
      ...base.survey,
      all_questions: [
        { ...q1!, type: 'open' },
        { ...q2!, type: 'likert', likert_scale: 5 },
        {
          ...q3!,
          type: 'single_choice',
          options: [
            { id: 'o1', label: 'Ja' },
            { id: 'o2', label: 'Nein' },
          ],
        },
        { ...q4!, type: 'message', context: 'Danke!' },
      ],
    },
    connections: [{ source: 'q1', handle: 'zustimmung', target: 'q2' }],
  }
}
