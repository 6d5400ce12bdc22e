import { Block, type BlockInput } from '@engine/model/block'
import type { Connection } from '@engine/model/connection'
import { Survey } from '@engine/model/survey'
import { insertBlockAt } from '../repositories/blocks'
import { replaceConnections, upsertExitCondition } from '../repositories/surveyStructure'
import { createSurvey } from '../repositories/surveys'
import { findUserById } from '../repositories/users'
import { defaultLanguageFragments } from '../routes/surveys/languageFragments'
import type { Db } from './database'

type SeedBlock = Omit<BlockInput, 'survey_id' | 'order'>

interface ExampleDialog {
  name: string
  welcome_message: string
  ending_message: string
  blocks: SeedBlock[]
  connections: Connection[]
  exitCondition?: { condition: string; examples: string[] }
}

const examples: ExampleDialog[] = [
  {
    name: 'Beispiel: Feedback zur Veranstaltung',
    welcome_message: 'Hallo! Schön, dass Sie sich zwei Minuten Zeit nehmen. #1500# Es geht um die Veranstaltung von gestern.',
    ending_message: 'Vielen Dank für Ihr Feedback!',
    blocks: [
      { unique_question_id: 'zufriedenheit', type: 'likert', context: 'Wie zufrieden waren Sie insgesamt mit der Veranstaltung?', likert_scale: 5, likert_labels: ['gar nicht', 'sehr'], likert_na: true },
      { unique_question_id: 'gefallen', type: 'open', context: 'Was hat Ihnen besonders gefallen?', nachfrage: 'Können Sie das noch etwas genauer beschreiben?', acknowledgement: 'Danke, das hilft uns sehr.', min_words: 3 },
      { unique_question_id: 'wieder', type: 'single_choice', context: 'Würden Sie wieder teilnehmen?', options: [{ id: 'ja', label: 'Ja' }, { id: 'nein', label: 'Nein' }] },
      { unique_question_id: 'aendern', type: 'open', context: 'Was müssten wir ändern, damit Sie wiederkommen?' },
      { unique_question_id: 'abschluss', type: 'message', context: 'Das war es schon.', is_end: true },
    ],
    connections: [
      { source: 'wieder', handle: 'ja', target: 'abschluss' },
      { source: 'wieder', handle: 'nein', target: 'aendern' },
    ],
  },
  {
    name: 'Beispiel: Kurzinterview Wohnen',
    welcome_message: 'Guten Tag! Ich stelle Ihnen ein paar kurze Fragen zu Ihrer Wohnsituation.',
    ending_message: 'Herzlichen Dank, das Interview ist beendet.',
    blocks: [
      { unique_question_id: 'wohnort', type: 'open', context: 'In welcher Stadt oder Gemeinde wohnen Sie?', nachfrage: 'Mir genügt der Name des Ortes.' },
      { unique_question_id: 'zufrieden', type: 'open', context: 'Wie gefällt es Ihnen dort?', nachfrage: 'Eher gut oder eher nicht so gut?' },
      { unique_question_id: 'gruende', type: 'open', context: 'Was stört Sie am meisten?' },
      { unique_question_id: 'kontakt', type: 'email', context: 'Möchten Sie die Ergebnisse erhalten? Dann nennen Sie mir Ihre E-Mail-Adresse.', is_end: true },
    ],
    connections: [
      { source: 'zufrieden', handle: 'positiv', target: 'kontakt' },
      { source: 'zufrieden', handle: 'negativ', target: 'gruende' },
      { source: 'zufrieden', handle: 'default', target: 'gruende' },
    ],
    exitCondition: { condition: 'Die Person möchte das Interview abbrechen.', examples: ['abbrechen', 'keine Lust mehr', 'aufhören'] },
  },
]

/** DESIGN.md §7: two small example dialogs for the demo editor, so a fresh installation has something to open. */
export async function seedExampleDialogs(db: Db, ownerId: number): Promise<void> {
  const owner = await findUserById(db, ownerId)
  if (!owner) throw new Error(`seed owner ${ownerId} does not exist`)
  for (const example of examples) {
    const { survey_id: _id, survey_id_int: _int, ...settings } = Survey.parse({
      survey_id: 'neu', survey_id_int: 1, survey_name: example.name, welcome_message: example.welcome_message, ending_message: example.ending_message,
    })
    const surveyId = await createSurvey(db, { owner, settings, languageFragments: defaultLanguageFragments('de'), now: Date.now() })
    await db.transaction(async (tx) => {
      for (const [order, block] of example.blocks.entries()) await insertBlockAt(tx, Block.parse({ ...block, survey_id: surveyId, order }), order)
      await replaceConnections(tx, surveyId, example.connections)
      if (example.exitCondition) {
        await upsertExitCondition(tx, { id: 'abbruch', survey_id: surveyId, unique_question_id: null, ...example.exitCondition })
      }
    })
  }
}
