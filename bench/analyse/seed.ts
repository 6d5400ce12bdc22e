// Seeds a live dialog of n respondents x 20 blocks in a few set-based INSERT … SELECTs
// (generate_series): row-by-row inserts of ~600,000 rows would take minutes on PGlite.
import { randomBytes } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/database'
import { blockRows, connectionRows, members, surveys } from '../../server/db/schema'

export const BENCH_BLOCKS = 20
/** Block i has type TYPES[i % 5]: every kind of figure the Analyse tab draws. */
const TYPES = ['single_choice', 'likert', 'open', 'number', 'multiple_choice'] as const
const OPTIONS = [
  { id: 'o1', label: 'Ja' },
  { id: 'o2', label: 'Nein' },
  { id: 'o3', label: 'Weiß nicht' },
]

const qid = (i: number) => `q${String(i).padStart(2, '0')}`

/**
 * The respondents' paths, as SQL: respondent g walks q00..q19, but even g skip q05 (a branch);
 * 70 % finish, the others stop after 1..18 blocks and stand at the last one they reached.
 */
const path = (surveyId: string): SQL => sql`
  r AS (SELECT id, split_part(username, ':', 2)::int AS g FROM live_respondents WHERE username LIKE ${`${surveyId}:%`}),
  p AS (
    SELECT r.id, r.g, b.i, row_number() OVER (PARTITION BY r.id ORDER BY b.i) AS pos
    FROM r CROSS JOIN generate_series(0, ${BENCH_BLOCKS - 1}) AS b(i) WHERE NOT (r.g % 2 = 0 AND b.i = 5)
  ),
  v AS (
    SELECT id, g, i, pos, 'q' || lpad(i::text, 2, '0') AS qid, g % 10 < 7 AS done, max(pos) OVER (PARTITION BY id) AS last,
      timestamptz '2026-01-01 08:00+00' + (g % 30) * interval '1 day' + (g % 600) * interval '1 minute' AS started
    FROM p WHERE pos <= CASE WHEN g % 10 < 7 THEN ${BENCH_BLOCKS} ELSE 1 + (g * 7) % 18 END
  )`

/** A dialog owned by `ownerId` with its respondents, conversations, answers and transcripts. */
export async function seedAnalyseDialog(
  db: Db,
  ownerId: number,
  ownerEmail: string,
  respondents: number,
): Promise<string> {
  const surveyId = `s_bench_${randomBytes(4).toString('hex')}`
  const [row] = await db.insert(surveys).values({ surveyId, ownerId, settings: {} }).returning({ id: surveys.id })
  const settings = {
    survey_id: surveyId,
    survey_id_int: row?.id,
    survey_name: `Analyse ${respondents}`,
    language: 'de',
    active: true,
  }
  await db
    .update(surveys)
    .set({ settings })
    .where(sql`survey_id = ${surveyId}`)
  await db.insert(members).values({ surveyId, email: ownerEmail, userId: ownerId, role: 'Besitzer', inviteAccepted: 1 })
  await db.insert(blockRows).values(
    Array.from({ length: BENCH_BLOCKS }, (_, order) => {
      const type = TYPES[order % TYPES.length] as string
      const data = {
        unique_question_id: qid(order),
        survey_id: surveyId,
        order,
        type,
        context: `Frage ${order + 1}: Wie sehen Sie das? #1000#`,
        nachfrage: '',
        likert_na: false,
        acknowledgement: '',
        is_end: false,
        position: null,
        created_on: null,
        filename_db: null,
        only_search: false,
        start_page: false,
        ...(type.endsWith('choice') ? { options: OPTIONS } : {}),
        ...(type === 'likert' ? { likert_scale: 5 } : {}),
      }
      return { surveyId, uniqueQuestionId: qid(order), order, type, data }
    }),
  )

  // The branch as jumps (the paths call reads them): q04 (multiple choice) 'o2' skips q05, others go on by default.
  await db.insert(connectionRows).values([
    { surveyId, source: qid(4), handle: 'o2', target: qid(6), position: 0 },
    { surveyId, source: qid(4), handle: 'default', target: qid(5), position: 1 },
  ])

  await db.execute(sql`INSERT INTO live_respondents (username, survey_ids)
    SELECT ${surveyId} || ':' || g, jsonb_build_array(${surveyId}::text) FROM generate_series(1, ${respondents}) AS g`)
  await db.execute(sql`WITH ${path(surveyId)}
    INSERT INTO conversations (respondent_id, survey_id, current_question_id, state, turns, started_at, finished_at)
    SELECT id, ${surveyId}, cur, jsonb_build_object('current', cur, 'phase', 'answer', 'pendingAnswers', '[]'::jsonb, 'qaCount', 0, 'finished', done, 'visited', visited),
      n, started, CASE WHEN done THEN started + (5 + g % 20) * interval '1 minute' END
    FROM (
      SELECT id, g, done, started, count(*)::int AS n, jsonb_agg(qid ORDER BY pos) AS visited,
        CASE WHEN done THEN NULL ELSE (array_agg(qid ORDER BY pos DESC))[1] END AS cur
      FROM v GROUP BY id, g, done, started
    ) c`)
  // Everyone answered every block they reached, except the one they stand at.
  await db.execute(sql`WITH ${path(surveyId)}
    INSERT INTO answers (respondent_id, survey_id, unique_question_id, value, intent, confidence, created_at)
    SELECT id, ${surveyId}, qid,
      CASE i % 5 WHEN 0 THEN to_jsonb('o' || (1 + g % 3)) WHEN 1 THEN to_jsonb((1 + (g + i) % 5)::text)
        WHEN 2 THEN to_jsonb('Antwort ' || g || ' zu Frage ' || i) WHEN 3 THEN to_jsonb((g * 7 + i) % 120)
        ELSE jsonb_build_array('o1', 'o' || (2 + g % 2)) END,
      CASE WHEN i % 5 = 2 THEN (ARRAY['lob', 'kritik', NULL])[1 + g % 3] END,
      CASE WHEN i % 5 = 2 THEN 0.5 + (g % 50) / 100.0 END,
      started + pos * interval '20 seconds'
    FROM v WHERE done OR pos < last`)
  await db.execute(sql`WITH ${path(surveyId)}
    INSERT INTO chat_messages (respondent_id, survey_id, unique_question_id, user_or_bot, type, context, created_at)
    SELECT id, ${surveyId}, qid, who, t, txt, at FROM (
      SELECT id, qid, 'bot' AS who, CASE i % 5 WHEN 0 THEN 'single_choice' WHEN 1 THEN 'likert' WHEN 2 THEN 'open' WHEN 3 THEN 'number' ELSE 'multiple_choice' END AS t,
        'Frage ' || (i + 1) || ': Wie sehen Sie das?' AS txt, started + pos * interval '20 seconds' - interval '10 seconds' AS at, pos, 0 AS k FROM v
      UNION ALL
      SELECT id, qid, 'user', 'open-r', 'Antwort ' || g, started + pos * interval '20 seconds', pos, 1 FROM v WHERE done OR pos < last
    ) m ORDER BY id, pos, k`)
  return surveyId
}
