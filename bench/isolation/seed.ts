// What the attacks need, written straight into the database before the server starts, so that
// preparation never counts inside a window: an ordinary editor account and one dialog per attack.
import { sql } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { type Database, openDatabase } from '../../server/db/database'
import { trainingExamples as examplesTable } from '../../server/db/schema'
import { seedDemoContent } from '../../server/db/seed'
import { ensureUser } from '../../server/repositories/users'
import { insertDialog } from '../../tests/support/insertDialog'
import { insertSurvey } from '../../tests/support/insertSurvey'
import { seedAnalyseDialog } from '../analyse/seed'
import type { DbChoice } from './server'
import { INTENTS, trainingExamples } from './texts'

export const EDITOR = { username: 'isolation-editor@example.org', password: 'isolation-bench-12345' } as const
export const SIZES = {
  exportRespondents: 10_000,
  trainingExamples: 10_000,
  structureBlocks: 100,
  restoreBlocks: 4_000,
} as const
export const TRAINING_BLOCK = 'meinung'
export const QA_BLOCK = 'fragen'

export interface Seeded {
  /** 10,000 respondents x 20 blocks with answers and transcripts (bench/analyse/seed.ts). */
  exportSurvey: string
  /** An open block with eight intents and 10,000 examples. */
  trainingSurvey: string
  /** 100 blocks for the 10,000 jumps of /structure; also receives the PDF bomb. */
  structureSurvey: string
  /** Empty: the 4,000-block version is built through the API (attacks/restore.ts). */
  restoreSurvey: string
  /** Active, one qa block without a document yet; its co-editing stream is the streams attack's too. */
  qaSurvey: string
}

export async function seedDatabase(db: DbChoice, dataDir: string): Promise<Seeded> {
  const database = await openDatabase(
    db.kind === 'postgres' ? { kind: 'postgres', url: db.url } : { kind: 'pglite', dataDir: `${dataDir}/pglite` },
  )
  try {
    return await seed(database)
  } finally {
    await database.close()
  }

  async function seed({ db: d }: Database): Promise<Seeded> {
    // What the server's start would do, so the Tatort game is there; the server's run is then a no-op.
    await seedDemoContent(d, { dataDir })
    const editor = await ensureUser(d, {
      username: EDITOR.username,
      passwordHash: await hashPassword(EDITOR.password),
      firstName: 'Iso',
      lastName: 'Lation',
    })
    const survey = async (name: string, active = false) =>
      (await insertSurvey(d, { ownerId: editor.id, surveyName: name, settings: { active } })).surveyId

    const exportSurvey = await seedAnalyseDialog(d, editor.id, editor.username, SIZES.exportRespondents)

    const trainingSurvey = await survey('Training 10.000')
    const handles = Object.keys(INTENTS)
    await insertDialog(d, trainingSurvey, {
      blocks: [
        { unique_question_id: TRAINING_BLOCK, type: 'open', context: 'Wie war Ihr Besuch?' },
        ...handles.map((h) => ({ unique_question_id: `ziel_${h}`, type: 'message' as const })),
      ],
      jumps: handles.map((h): [string, string, string] => [TRAINING_BLOCK, h, `ziel_${h}`]),
    })
    const examples = trainingExamples(SIZES.trainingExamples)
    for (let i = 0; i < examples.length; i += 1000)
      await d
        .insert(examplesTable)
        .values(
          examples
            .slice(i, i + 1000)
            .map(({ handle, text }) => ({ surveyId: trainingSurvey, uniqueQuestionId: TRAINING_BLOCK, handle, text })),
        )

    const structureSurvey = await survey('Struktur')
    await insertDialog(d, structureSurvey, {
      blocks: Array.from({ length: SIZES.structureBlocks }, (_, i) => ({
        unique_question_id: `k${i}`,
        type: 'message' as const,
      })),
    })

    const restoreSurvey = await survey('Wiederherstellen')

    const qaSurvey = await survey('Fragen zum Dokument', true)
    await insertDialog(d, qaSurvey, {
      blocks: [
        { unique_question_id: QA_BLOCK, type: 'qa', qa_fallback: 'Weiß ich nicht.', qa_max_questions: 100 },
        { unique_question_id: 'ende', type: 'message', context: 'Danke!' },
      ],
    })
    // PGlite has no autovacuum (docs/benchmarks.md, Analyse): without statistics the respondents'
    // queries would meet 200,000 fresh answer rows with guessed plans.
    await d.execute(sql`ANALYZE`)
    return { exportSurvey, trainingSurvey, structureSurvey, restoreSurvey, qaSurvey }
  }
}
