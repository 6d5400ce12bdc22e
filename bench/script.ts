// The one edit script all systems replay: mostly text edits, some positions, a few creates and moves.
import { seededRandom } from '@engine/paths'
import { aSurvey } from '@engine/testing'
import type { Block } from '@engine/model'

export type Edit =
  | { kind: 'context'; id: string; value: string }
  | { kind: 'position'; id: string; value: { x: number; y: number } }
  | { kind: 'create'; id: string; order: number; context: string }
  | { kind: 'move'; id: string; to: number }

export const EDITS = 300
/** The clock moves this far between edits, beyond MERGE_WINDOW_MS, so no two edits merge. */
export const CLOCK_STEP_MS = 600

/** The seeded generator every run and every system replays the script with. */
export const rng = seededRandom

/**
 * Per 50 edits: 45 context updates, 3 position updates, 1 create, 1 move (so 300 edits = 270 / 18 / 6 / 6).
 * Created blocks get the ids the engine's test context hands out (n1, n2, ...), so all systems agree.
 */
export function editScript(blocks: number, count = EDITS, seed = 42, only?: Edit['kind']): Edit[] {
  const random = rng(seed + blocks)
  const ids = Array.from({ length: blocks }, (_, i) => `q${i + 1}`)
  const pick = () => ids[Math.floor(random() * ids.length)] as string
  const edits: Edit[] = []
  let created = 0
  for (let i = 0; edits.length < count; i++) {
    const slot = i % 50
    const kind: Edit['kind'] =
      only ?? (slot === 17 ? 'create' : slot === 34 ? 'move' : slot % 16 === 8 ? 'position' : 'context')
    if (kind === 'context')
      edits.push({ kind, id: pick(), value: `Bearbeitung ${i}: Wie zufrieden waren Sie mit dem Ablauf heute?` })
    else if (kind === 'position')
      edits.push({ kind, id: pick(), value: { x: Math.round(random() * 4000), y: Math.round(random() * 40000) } })
    else if (kind === 'create') {
      const id = `n${++created}`
      const order = Math.floor(random() * (ids.length + 1))
      ids.splice(order, 0, id)
      edits.push({ kind, id, order, context: `Neue Frage ${created}` })
    } else edits.push({ kind, id: pick(), to: Math.floor(random() * ids.length) })
  }
  return edits
}

/** The document as plain data (what the snapshot and Yjs baselines start from). */
export function plainDocument(blocks: number) {
  const snapshot = aSurvey({ blocks })
  const { all_questions = [], ...survey } = snapshot.survey
  const full = all_questions.map((b) => ({
    nachfrage: '',
    likert_na: false,
    acknowledgement: '',
    is_end: false,
    position: null,
    created_on: null,
    filename_db: null,
    only_search: false,
    start_page: false,
    ...b,
  })) as Block[]
  return {
    survey,
    blocks: Object.fromEntries(full.map((b) => [b.unique_question_id, b])) as Record<string, Block>,
    order: full.map((b) => b.unique_question_id),
  }
}
export type PlainDocument = ReturnType<typeof plainDocument>

export function newBlockFields(edit: Extract<Edit, { kind: 'create' }>, surveyId: string): Block {
  return {
    unique_question_id: edit.id,
    survey_id: surveyId,
    order: edit.order,
    type: 'open',
    context: edit.context,
    nachfrage: '',
    likert_na: false,
    acknowledgement: '',
    is_end: false,
    position: null,
    created_on: 0,
    filename_db: null,
    only_search: false,
    start_page: false,
  }
}
