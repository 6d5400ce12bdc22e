import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertMedia } from '../../server/repositories/media'
import { bearer } from '../support/editorToken'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { minimalPdf } from '../support/minimalPdf'
import { PDF, file, form } from '../support/multipart'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** A two-page house rules PDF: opening hours on page 1, lending on page 2. */
const RULES_PDF = minimalPdf([
  [
    'Hausordnung der Stadtbibliothek',
    '',
    'Die Bibliothek ist montags bis freitags von 9 bis 18 Uhr',
    'geöffnet. Am Wochenende bleibt sie geschlossen.',
  ],
  ['Bücher können für vier Wochen ausgeliehen werden. Eine Verlän-', 'gerung ist zweimal möglich.'],
])

interface MessageBody {
  context: string
  sources?: {
    filename_db: string
    section: number
    sections: number
    page: number | null
    text: string
    name?: string
  }[]
}

describe.each(databaseKinds())('qa documents on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'qa-docs@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = async (data: Buffer, name: string, contentType = 'application/pdf') => {
    const { payload, headers } = form([{ name: 'type', value: 'document' }, file(data, name, contentType)])
    return t.app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/media`,
      payload,
      headers: { ...headers, ...bearer(ownerId) },
    })
  }
  const listed = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/get_media_list',
        payload: { survey_id: surveyId },
        headers: bearer(ownerId),
      })
    ).json().media_files as { filename_db: string; document?: unknown }[]

  /** A fresh dialog with one qa block over the given document, asked one question in Testen. */
  async function askInTesten(filenameDb: string, question: string, extra: object = {}) {
    const id = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    // The block may only read its own dialog's documents: the document moves to this dialog.
    await t.database.db.execute(`update media_files set survey_id = '${id}' where filename_db = '${filenameDb}'`)
    await insertDialog(t.database.db, id, {
      blocks: [
        { unique_question_id: 'fragen', type: 'qa', filename_db: filenameDb, qa_fallback: 'Weiß ich nicht.', ...extra },
      ],
    })
    const assess = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/assess_chat', headers: bearer(ownerId), payload })
    const start = await assess({ survey_id: id, state: null })
    const answer = await assess({ survey_id: id, state: start.json().state, user_input: question })
    expect(answer.statusCode).toBe(200)
    return { id, messages: answer.json().chatbot_response_object.messages as MessageBody[] }
  }

  it('indexes a PDF with text at upload: its name, sections and pages are listed to members', async () => {
    const res = await upload(RULES_PDF, 'Hausordnung.pdf')
    expect(res.statusCode).toBe(201)
    const media = res.json().media_file
    expect(media.document).toEqual({ name: 'Hausordnung.pdf', index: { status: 'indexed', sections: 3, pages: 2 } })
    expect(existsSync(join(t.dataDir, 'media', `${media.filename_db}.pages.json`))).toBe(true)
    expect(await listed()).toContainEqual(media)
  })

  it('keeps at most 200 characters of an uploaded name', async () => {
    const long = `${'Langer Name '.repeat(30)}.pdf`
    const media = (await upload(RULES_PDF, long)).json().media_file
    expect(media.document.name).toBe(long.slice(0, 200))
  })

  it('answers a Testen question from the PDF, naming the passage, its page and the document', async () => {
    const stored = (await upload(RULES_PDF, 'Hausordnung.pdf')).json().media_file.filename_db as string
    const { messages } = await askInTesten(stored, 'Wie lange kann ich Bücher ausleihen?')
    const passage = 'Bücher können für vier Wochen ausgeliehen werden. Eine Verlängerung ist zweimal möglich.'
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ context: passage })
    expect(messages[0]?.sources).toEqual([
      { filename_db: stored, section: 3, sections: 3, page: 2, text: passage, name: 'Hausordnung.pdf' },
    ])
  })

  it('the live chat answer carries the passage too, but not the document name', async () => {
    const stored = (await upload(RULES_PDF, 'Hausordnung.pdf')).json().media_file.filename_db as string
    const { id } = await askInTesten(stored, 'Wann ist geöffnet?')
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register_live_list',
      payload: { survey_id_list: [id] },
    })
    const headers = { authorization: `Bearer ${register.json().token_live}` }
    const chat = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers, payload })
    await chat({ survey_id: id })
    const res = await chat({ survey_id: id, unique_question_id: 'fragen', user_input: 'Wann ist geöffnet?' })
    const [message] = res.json().chatbot_response_object.messages as MessageBody[]
    expect(message?.context).toMatch(/montags bis freitags von 9 bis 18 Uhr geöffnet/)
    expect(message?.sources).toEqual([
      { filename_db: stored, section: 2, sections: 3, page: 1, text: message?.context },
    ])
  })

  it.each([
    [
      'a scanned PDF without text',
      minimalPdf([[], []]),
      'pdf_no_text',
      'Die PDF enthält keinen lesbaren Text (vielleicht eingescannt). Bitte eine PDF mit Text oder eine Textdatei hochladen.',
    ],
    [
      'a password-protected PDF',
      minimalPdf([['Vertraulich']], { encrypted: true }),
      'pdf_encrypted',
      'Die PDF ist mit einem Passwort geschützt. Bitte eine Fassung ohne Passwort hochladen.',
    ],
    ['a damaged PDF', PDF, 'pdf_damaged', 'Die PDF ist beschädigt und kann nicht gelesen werden.'],
    [
      'a truncated PDF',
      RULES_PDF.subarray(0, 200),
      'pdf_damaged',
      'Die PDF ist beschädigt und kann nicht gelesen werden.',
    ],
  ])('keeps %s unindexed with a German reason, and its block answers qa_fallback', async (_, data, code, reason) => {
    const res = await upload(data, 'kaputt.pdf')
    expect(res.statusCode).toBe(201)
    const media = res.json().media_file
    expect(media.document).toEqual({ name: 'kaputt.pdf', index: { status: 'failed', code, reason } })
    expect(existsSync(join(t.dataDir, 'media', `${media.filename_db}.pages.json`))).toBe(false)
    const { messages } = await askInTesten(media.filename_db, 'Vertraulich?')
    expect(messages).toEqual([expect.objectContaining({ context: 'Weiß ich nicht.' })])
    expect(messages[0]).not.toHaveProperty('sources')
  })

  it('indexes Markdown and text documents without pages; a text of only spaces is not indexed', async () => {
    const markdown = '# Ausleihe\n\nBücher vier Wochen.\n\n# Gebühren\n\nJeder Tag kostet 50 Cent.\n'
    const md = (await upload(Buffer.from(markdown), 'faq.md', 'text/markdown')).json().media_file
    expect(md.document).toEqual({ name: 'faq.md', index: { status: 'indexed', sections: 2, pages: null } })
    const { messages } = await askInTesten(md.filename_db, 'Was kostet ein Tag?')
    expect(messages[0]?.sources).toEqual([
      expect.objectContaining({ section: 2, sections: 2, page: null, text: 'Gebühren: Jeder Tag kostet 50 Cent.' }),
    ])
    const blank = (await upload(Buffer.from(' \n\n \n'), 'leer.txt', 'text/plain')).json().media_file
    expect(blank.document).toEqual({
      name: 'leer.txt',
      index: { status: 'failed', code: 'no_text', reason: 'Das Dokument enthält keinen Text.' },
    })
  })

  it('a document uploaded before indexing existed is checked when first listed, and the result kept', async () => {
    const filenameDb = `${'e'.repeat(32)}.pdf`
    await writeFile(join(t.dataDir, 'media', filenameDb), RULES_PDF)
    const missing = `${'f'.repeat(32)}.pdf`
    for (const name of [filenameDb, missing]) {
      await insertMedia(
        t.database.db,
        {
          surveyId,
          filenameDb: name,
          type: 'document',
          location: `/api/media/${name}`,
          mime: 'application/pdf',
          size: RULES_PDF.length,
          misc: { original_name: 'alt.pdf' },
        },
        Date.now(),
      )
    }
    const files = await listed()
    expect(files.find((f) => f.filename_db === filenameDb)?.document).toEqual({
      name: 'alt.pdf',
      index: { status: 'indexed', sections: 3, pages: 2 },
    })
    expect(files.find((f) => f.filename_db === missing)?.document).toMatchObject({
      index: { status: 'failed', code: 'file_missing' },
    })
    const rows = await t.database.db.execute(`select misc from media_files where filename_db = '${filenameDb}'`)
    expect((rows as unknown as { rows: { misc: unknown }[] }).rows[0]?.misc).toMatchObject({
      index: { status: 'indexed' },
    })
  })

  it('images carry no document part and stay public; deleting a PDF removes its kept text', async () => {
    const pdf = (await upload(RULES_PDF, 'Hausordnung.pdf')).json().media_file.filename_db as string
    const pages = join(t.dataDir, 'media', `${pdf}.pages.json`)
    expect(existsSync(pages)).toBe(true)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/surveys/${surveyId}/media/${pdf}`,
      headers: bearer(ownerId),
    })
    expect(removed.statusCode).toBe(200)
    expect(existsSync(pages)).toBe(false)
  })
})
