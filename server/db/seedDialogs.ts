import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Block, type BlockInput, type Connection, Survey, defaultLanguageFragments } from '@engine/model'
import { insertBlockAt } from '../repositories/blocks'
import { insertMedia } from '../repositories/media'
import { replaceConnections } from '../repositories/generations'
import { upsertExitCondition } from '../repositories/surveyStructure'
import { createSurvey } from '../repositories/surveys'
import { findUserById } from '../repositories/users'
import type { Db } from './database'
import { trainingExamples } from './schema'

type SeedBlock = Omit<BlockInput, 'survey_id' | 'order'>

interface ExampleDialog {
  name: string
  welcome_message: string
  ending_message: string
  blocks: SeedBlock[]
  connections: Connection[]
  exitCondition?: { condition: string; examples: string[] }
  /** [block, intent handle, example answer] for Trainieren. */
  trainingExamples?: [string, string, string][]
  /** A text document for the dialog's qa block (filename_db is assigned at seeding). */
  document?: { blockId: string; name: string; text: string }
}

const FAQ = `# Worum geht es in der Studie?

Wir befragen Menschen in der Region zu ihrer Wohnsituation: wie zufrieden sie sind, was sie stört und was sich verbessern sollte.

# Was passiert mit meinen Daten?

Ihre Antworten werden anonym gespeichert und nur zusammengefasst ausgewertet. Mit dem Button „Antworten löschen“ entfernen Sie Ihre Daten jederzeit.

# Wie lange dauert das Interview?

Das Interview dauert etwa fünf Minuten.

# Wer führt die Studie durch?

Die Studie wird vom Institut für Stadtforschung (Muster GmbH) im Auftrag der Stadt durchgeführt.`

// Open blocks as the configurator creates them today, with clarify_mode 'buttons'; 'zufrieden' has
// button labels for its intents (docs/configurator.md "Unsure answers").
const examples: ExampleDialog[] = [
  {
    name: 'Beispiel: Feedback zur Veranstaltung',
    welcome_message:
      'Hallo! Schön, dass Sie sich zwei Minuten Zeit nehmen. #1500# Es geht um die Veranstaltung von gestern.',
    ending_message: 'Vielen Dank für Ihr Feedback!',
    blocks: [
      {
        unique_question_id: 'zufriedenheit',
        type: 'likert',
        context: 'Wie zufrieden waren Sie insgesamt mit der Veranstaltung?',
        likert_scale: 5,
        likert_labels: ['gar nicht', 'sehr'],
        likert_na: true,
      },
      {
        unique_question_id: 'gefallen',
        type: 'open',
        context: 'Was hat Ihnen besonders gefallen?',
        nachfrage: 'Können Sie das noch etwas genauer beschreiben?',
        acknowledgement: 'Danke, das hilft uns sehr.',
        min_words: 3,
        clarify_mode: 'buttons',
      },
      {
        unique_question_id: 'programm',
        type: 'multiple_choice',
        context: 'Welche Programmpunkte haben Sie besucht? Sie können mehrere wählen.',
        options: [
          { id: 'vortrag', label: 'Vortrag' },
          { id: 'workshop', label: 'Workshop' },
          { id: 'fuehrung', label: 'Führung' },
        ],
        min: 1,
        max: 3,
      },
      {
        unique_question_id: 'anzahl',
        type: 'number',
        context: 'Wie viele unserer Veranstaltungen haben Sie dieses Jahr besucht?',
        min: 0,
        max: 100,
      },
      {
        unique_question_id: 'wieder',
        type: 'single_choice',
        context: 'Würden Sie wieder teilnehmen?',
        options: [
          { id: 'ja', label: 'Ja' },
          { id: 'nein', label: 'Nein' },
        ],
      },
      {
        unique_question_id: 'aendern',
        type: 'open',
        context: 'Was müssten wir ändern, damit Sie wiederkommen?',
        clarify_mode: 'buttons',
      },
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
      {
        unique_question_id: 'wohnort',
        type: 'open',
        context: 'In welcher Stadt oder Gemeinde wohnen Sie?',
        // A place's name is one word: asked again only when the answer is empty.
        min_words: 1,
        nachfrage: 'Wie heißt der Ort?',
        clarify_mode: 'buttons',
      },
      {
        unique_question_id: 'zufrieden',
        type: 'open',
        context: 'Wie gefällt es Ihnen dort?',
        nachfrage: 'Eher gut oder eher nicht so gut?',
        clarify_mode: 'buttons',
        intent_labels: { positiv: 'Gefällt mir gut', negativ: 'Eher nicht so gut' },
      },
      { unique_question_id: 'gruende', type: 'open', context: 'Was stört Sie am meisten?', clarify_mode: 'buttons' },
      {
        unique_question_id: 'fragen',
        type: 'qa',
        context: 'Haben Sie Fragen zur Studie? Fragen Sie mich einfach. Wenn nicht, schreiben Sie „weiter“.',
        qa_max_questions: 3,
        qa_exit_phrase: 'weiter',
        qa_fallback: 'Dazu steht leider nichts in unseren Unterlagen.',
      },
      {
        unique_question_id: 'kontakt',
        type: 'email',
        context: 'Möchten Sie die Ergebnisse erhalten? Dann nennen Sie mir Ihre E-Mail-Adresse.',
        is_end: true,
      },
    ],
    connections: [
      { source: 'zufrieden', handle: 'positiv', target: 'fragen' },
      { source: 'zufrieden', handle: 'negativ', target: 'gruende' },
      { source: 'zufrieden', handle: 'default', target: 'gruende' },
    ],
    exitCondition: {
      condition: 'Die Person möchte das Interview abbrechen.',
      examples: ['abbrechen', 'keine Lust mehr', 'aufhören'],
    },
    trainingExamples: [
      ['zufrieden', 'positiv', 'Sehr gut, ich wohne gern hier'],
      ['zufrieden', 'positiv', 'Eigentlich super'],
      ['zufrieden', 'positiv', 'Ganz schön, ruhig und grün'],
      ['zufrieden', 'positiv', 'Mir gefällt es prima'],
      ['zufrieden', 'positiv', 'Ich fühle mich wohl'],
      ['zufrieden', 'negativ', 'Nicht so gut'],
      ['zufrieden', 'negativ', 'Es ist zu laut und zu teuer'],
      ['zufrieden', 'negativ', 'Eher schlecht'],
      ['zufrieden', 'negativ', 'Ich will hier weg'],
      ['zufrieden', 'negativ', 'Es nervt mich'],
    ],
    document: { blockId: 'fragen', name: 'studie-faq.txt', text: FAQ },
  },
]

async function seedDocument(
  db: Db,
  surveyId: string,
  dataDir: string,
  document: NonNullable<ExampleDialog['document']>,
): Promise<string> {
  const filenameDb = `${randomBytes(16).toString('hex')}.txt`
  const data = Buffer.from(document.text, 'utf8')
  await mkdir(join(dataDir, 'media'), { recursive: true })
  await writeFile(join(dataDir, 'media', filenameDb), data)
  await insertMedia(
    db,
    {
      surveyId,
      filenameDb,
      type: 'document',
      location: `/api/media/${filenameDb}`,
      mime: 'text/plain',
      size: data.length,
      misc: { original_name: document.name },
    },
    Date.now(),
  )
  return filenameDb
}

/**
 * docs/design/conventions.md: two example dialogs for the demo editor that together show every block type,
 * live from the start, so a fresh installation has something to open, test and answer.
 * Without `dataDir` the qa block gets no document and answers with its fallback.
 */
export async function seedExampleDialogs(db: Db, ownerId: number, options: { dataDir?: string } = {}): Promise<void> {
  const owner = await findUserById(db, ownerId)
  if (!owner) throw new Error(`seed owner ${ownerId} does not exist`)
  for (const example of examples) {
    const {
      survey_id: _id,
      survey_id_int: _int,
      ...settings
    } = Survey.parse({
      survey_id: 'neu',
      survey_id_int: 1,
      survey_name: example.name,
      welcome_message: example.welcome_message,
      ending_message: example.ending_message,
      active: true,
    })
    const surveyId = await createSurvey(db, {
      owner,
      settings,
      languageFragments: defaultLanguageFragments('de'),
      now: Date.now(),
    })
    const document =
      example.document && options.dataDir
        ? {
            blockId: example.document.blockId,
            filenameDb: await seedDocument(db, surveyId, options.dataDir, example.document),
          }
        : undefined
    await db.transaction(async (tx) => {
      for (const [order, block] of example.blocks.entries()) {
        const filename_db = document?.blockId === block.unique_question_id ? document.filenameDb : null
        await insertBlockAt(tx, Block.parse({ ...block, survey_id: surveyId, order, filename_db }), order)
      }
      const examples = example.trainingExamples ?? []
      if (examples.length > 0)
        await tx
          .insert(trainingExamples)
          .values(examples.map(([uniqueQuestionId, handle, text]) => ({ surveyId, uniqueQuestionId, handle, text })))
      await replaceConnections(tx, surveyId, example.connections)
      if (example.exitCondition) {
        await upsertExitCondition(tx, {
          id: 'abbruch',
          survey_id: surveyId,
          unique_question_id: null,
          ...example.exitCondition,
        })
      }
    })
  }
}
