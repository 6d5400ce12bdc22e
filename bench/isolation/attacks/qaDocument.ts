import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { form } from '../../../tests/support/multipart'
import { type EditorCall, asCall } from '../editorClient'
import { QA_BLOCK } from '../seed'
import { longDocument } from '../texts'
import { attack } from './attack'
import { untilJobDone } from './jobs'

const DOCUMENT_BYTES = 10 * 1000 ** 2 - 1000
const QUESTIONS = ['Wann ist die Ausleihe geöffnet?', 'Was kostet die Fernleihe?', 'Wo ist der Lesesaal?']

/** A live respondent of the qa dialog answering at the qa block, over fetch. */
async function respondent(base: string, surveyId: string, signal: AbortSignal) {
  const post = async (path: string, body: unknown, token?: string) => {
    const started = performance.now()
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    })
    const json = (await res.json()) as Record<string, unknown>
    return { status: res.status, json, ms: Math.round(performance.now() - started) }
  }
  const registered = await post('/api/register_live_list', { survey_id_list: [surveyId] })
  const token = registered.json.token_live as string
  await post('/api/chat', { survey_id: surveyId }, token)
  return (question: string) =>
    post('/api/chat', { survey_id: surveyId, unique_question_id: QA_BLOCK, user_input: question }, token)
}

/**
 * A 10 MB Markdown document uploaded for the qa block, the block pointed at it, then a respondent
 * asks at that block until the bound, pausing between questions as the players do (asked back to
 * back, it alone sent 3-8 times the players' load): the first answer and the later ones are
 * reported apart.
 */
export const qaDocumentAttack = attack({
  name: 'qa',
  title: '10 MB text document for a qa block, then answers at that block',
  prepare: async () => Buffer.from(longDocument(DOCUMENT_BYTES)),
  async run({ base, editor, seeded, thinkMs }, text, signal) {
    const surveyId = seeded.qaSurvey
    const { payload, headers } = form([
      { name: 'type', value: 'document' },
      { name: 'file', value: text, filename: 'hausordnung.md', contentType: 'text/markdown' },
    ])
    const upload = await editor.call(
      `upload ${(text.length / 1000 ** 2).toFixed(0)} MB text`,
      'POST',
      `/api/surveys/${surveyId}/media`,
      {
        body: payload,
        headers,
        signal,
      },
    )
    const calls: EditorCall[] = [await untilJobDone(editor, surveyId, upload, signal)]
    const filename = (upload.body as { media_file?: { filename_db?: string } } | null)?.media_file?.filename_db
    if (!filename || signal.aborted) return calls
    const link = await editor.call('point the qa block at it', 'POST', `/api/surveys/${surveyId}/changes`, {
      json: {
        change_id: randomUUID(),
        change: { kind: 'block.field', block: QA_BLOCK, key: 'filename_db', before: null, after: filename },
      },
      signal,
    })
    calls.push(asCall(link))
    if (link.status !== 200) return calls

    const answers: { status: number; ms: number }[] = []
    const asking = performance.now()
    try {
      let ask = await respondent(base, surveyId, signal)
      for (let i = 0; !signal.aborted; i++) {
        const answer = await ask(QUESTIONS[i % QUESTIONS.length] as string)
        answers.push(answer)
        // qa_max_questions is 100: a new respondent before the block would move on (or after a refusal).
        if (answer.status !== 200 || i % 90 === 89) ask = await respondent(base, surveyId, signal)
        await sleep(thinkMs * (0.5 + Math.random()), undefined, { signal })
      }
    } catch {
      // aborted at the bound, with an answer still awaited: it counts as not done below
    }
    const [first, ...rest] = answers
    calls.push(
      first
        ? { what: 'first answer at the qa block', status: first.status, ms: first.ms, done: true }
        : {
            what: 'first answer at the qa block',
            status: null,
            ms: Math.round(performance.now() - asking),
            done: false,
          },
    )
    if (rest.length > 0) {
      const sorted = rest.map((a) => a.ms).sort((a, b) => a - b)
      const failed = rest.filter((a) => a.status !== 200).length
      calls.push({
        what: `${rest.length} later answers (median)`,
        status: failed === 0 ? 200 : (rest.find((a) => a.status !== 200)?.status ?? null),
        ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
        done: true,
        note: `max ${sorted[sorted.length - 1]} ms${failed ? `, ${failed} not 200` : ''}`,
      })
    }
    return calls
  },
})
