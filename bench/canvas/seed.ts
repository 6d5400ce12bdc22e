// Seeds dialogs of n blocks through the real HTTP API (the engine's create call), plus forward jumps.
import { randomUUID } from 'node:crypto'
import { type DialogResponse, toEditorSnapshot } from '@engine/api/surveys'
import { layoutGraph, layoutInput } from '@engine/graph'
import { type Block, type BlockType, toEditorState } from '@engine/model'
import { rng } from '../script'
import type { ApiClient } from './server'

const OPENERS = [
  'Schön, dass Sie da sind.',
  'Vielen Dank für Ihre Antwort.',
  'Das ist spannend.',
  'Gut zu wissen.',
  'Danke!',
  'Lassen Sie uns weitermachen.',
]
const QUESTIONS = [
  'Wie zufrieden sind Sie insgesamt mit unserem Angebot?',
  'Was hat Ihnen bei Ihrem letzten Besuch besonders gefallen?',
  'Gibt es etwas, das wir beim nächsten Mal besser machen könnten?',
  'Wie oft nutzen Sie öffentliche Verkehrsmittel auf dem Weg zur Arbeit?',
  'Würden Sie uns einer Freundin oder einem Kollegen weiterempfehlen?',
  'Erzählen Sie bitte kurz, wie Sie auf uns aufmerksam geworden sind.',
  'Welche Rolle spielt Nachhaltigkeit bei Ihren Kaufentscheidungen?',
  'Wie viele Stunden pro Woche verbringen Sie ungefähr mit Weiterbildung?',
  'Was würden Sie sich von einer digitalen Beratung am meisten wünschen?',
  'Hatten Sie in den letzten zwölf Monaten Kontakt mit unserem Kundenservice?',
]
const FILLERS = [
  'Ihre Angaben werden selbstverständlich vertraulich behandelt und nur anonymisiert ausgewertet.',
  'Es gibt keine richtigen oder falschen Antworten, uns interessiert einzig Ihre persönliche Meinung.',
  'Nehmen Sie sich ruhig einen Moment Zeit, bevor Sie antworten.',
  'Im nächsten Abschnitt geht es um Ihre Erfahrungen im Alltag.',
  'Falls Sie eine Frage nicht beantworten möchten, können Sie sie einfach überspringen.',
]

const TYPES: BlockType[] = ['message', 'message', 'open', 'open', 'open', 'single_choice', 'likert', 'number']

/** A realistic German block text of varied length, some with delay markers (#1500#). */
export function blockText(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const parts: string[] = []
  if (random() < 0.5) parts.push(pick(OPENERS))
  if (random() < 0.3) parts.push(`#${500 + Math.floor(random() * 4) * 500}#`)
  const fillers = Math.floor(random() * random() * 4)
  for (let i = 0; i < fillers; i++) parts.push(pick(FILLERS))
  parts.push(pick(QUESTIONS))
  return parts.join(' ')
}

function blockFor(surveyId: string, type: BlockType, random: () => number): Block {
  const block: Block = {
    unique_question_id: randomUUID(),
    survey_id: surveyId,
    order: 0,
    type,
    context: blockText(random),
    nachfrage: '',
    likert_na: false,
    acknowledgement: '',
    is_end: false,
    position: null,
    created_on: null,
    filename_db: null,
    only_search: false,
    start_page: false,
  }
  if (type === 'single_choice')
    block.options = [
      { id: 'ja', label: 'Ja' },
      { id: 'nein', label: 'Nein' },
      { id: 'weiss', label: 'Weiß nicht' },
    ]
  if (type === 'likert') block.likert_scale = 5
  return block
}

async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

export interface SeededDialog {
  surveyId: string
  blocks: number
  jumps: number
  positioned: boolean
  /** Block ids in dialog order. */
  ids: string[]
}

export const readDialog = (api: ApiClient, surveyId: string) =>
  api.call<DialogResponse>('POST', '/api/dialog', { survey_id: surveyId })

/**
 * Creates a dialog with n blocks (the engine's `create` body, appended in whatever order the
 * parallel calls land), then one forward jump from every 10th block over 2..10 blocks.
 */
export async function seedDialog(api: ApiClient, n: number, seed = n): Promise<SeededDialog> {
  const random = rng(seed)
  const { survey_id: surveyId } = await api.call<{ survey_id: string }>('POST', '/api/surveys', {
    survey_name: `Benchmark ${n} Blöcke`,
  })
  const blocks = Array.from({ length: n }, (_, i) =>
    blockFor(surveyId, i === 0 ? 'message' : (TYPES[Math.floor(random() * TYPES.length)] as BlockType), random),
  )
  await inParallel(blocks, 6, (block) =>
    api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: block.unique_question_id,
      type: block.type,
      context: block.context,
      changed_values: { ...block, order: undefined },
    }),
  )
  const dialog = await readDialog(api, surveyId)
  const ids = dialog.all_questions.map((b) => b.unique_question_id)
  if (ids.length !== n) throw new Error(`seeded ${ids.length} of ${n} blocks`)
  const connections = []
  for (let i = 0; i + 12 < n; i += 10)
    connections.push({
      source: ids[i] as string,
      handle: 'default',
      target: ids[i + 2 + Math.floor(random() * 9)] as string,
    })
  if (connections.length > 0) await api.call('POST', `/api/surveys/${surveyId}/structure`, { connections })
  return { surveyId, blocks: n, jumps: connections.length, positioned: false, ids }
}

/** A copy of the dialog with every block placed where "Automatisch anordnen" would put it. */
export async function positionedCopy(api: ApiClient, source: SeededDialog): Promise<SeededDialog> {
  const { survey_id: surveyId } = await api.call<{ survey_id: string }>(
    'POST',
    `/api/surveys/${source.surveyId}/copy`,
    {},
  )
  const state = toEditorState(toEditorSnapshot(await readDialog(api, surveyId)))
  const positions = Object.fromEntries(layoutGraph(layoutInput(state)))
  await api.call('POST', `/api/surveys/${surveyId}/positions`, { positions })
  return { ...source, surveyId, positioned: true }
}
