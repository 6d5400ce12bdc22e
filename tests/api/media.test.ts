import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { MAX_MEDIA_BYTES_PER_DIALOG, MAX_MEDIA_FILES_PER_DIALOG } from '@engine/api/media'
import { eq } from 'drizzle-orm'
import { mediaFiles, members } from '../../server/db/schema'
import { type Caller, api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { PDF, PNG, type Part, SVG, file, form } from '../support/multipart'

describe.each(databaseKinds())('media files on %s', (kind) => {
  let t: TestApp
  let editor: { id: number }
  let trainer: { id: number; username: string }
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind)
    editor = await insertUser(t.database.db, 'medien@example.org')
    trainer = await insertUser(t.database.db, 'trainer@example.org')
    surveyId = (await insertSurvey(t.database.db, { ownerId: editor.id })).surveyId
    await t.database.db
      .insert(members)
      .values({ surveyId, email: trainer.username, userId: trainer.id, role: 'Trainieren', inviteAccepted: 1 })
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = (parts: Part[], userId = editor.id, id = surveyId) => {
    const { payload, headers } = form(parts)
    return api(t.app, userId).post(`/api/surveys/${id}/media`, payload, headers)
  }
  const list = (who: Caller = null) => api(t.app, who).post('/api/get_media_list', { survey_id: surveyId })

  it('uploads a logo, lists it publicly and serves it with its content type', async () => {
    const res = await upload([{ name: 'type', value: 'logo' }, file(PNG)])
    expect(res.statusCode).toBe(201)
    const media = res.json().media_file
    expect(media).toMatchObject({ survey_id: surveyId, type: 'logo', misc: { mime: 'image/png', size: PNG.length } })
    expect(media.filename_db).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(media.location).toBe(`/api/media/${media.filename_db}`)
    expect(existsSync(join(t.dataDir, 'media', media.filename_db))).toBe(true)

    const listed = await list()
    expect(listed.statusCode).toBe(200)
    expect(listed.json().media_files).toContainEqual(media)

    const served = await api(t.app).get(media.location)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('accepts the file before the type field too', async () => {
    expect((await upload([file(PNG), { name: 'type', value: 'avatar' }])).statusCode).toBe(201)
  })

  it('serves SVG with a content security policy that stops scripts', async () => {
    const res = await upload([{ name: 'type', value: 'background' }, file(SVG, 'bg.svg', 'image/svg+xml')])
    expect(res.statusCode).toBe(201)
    const served = await api(t.app).get(res.json().media_file.location)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
    expect(served.headers['content-security-policy']).toContain('sandbox')
  })

  it('judges the type by the content: a PDF is no logo, a PNG no document (415)', async () => {
    const pdfAsLogo = await upload([{ name: 'type', value: 'logo' }, file(PDF, 'logo.png', 'image/png')])
    expect(pdfAsLogo.statusCode).toBe(415)
    expect(pdfAsLogo.json().msg).toMatch(/nicht erlaubt/)
    expect(
      (await upload([{ name: 'type', value: 'document' }, file(PNG, 'doc.pdf', 'application/pdf')])).statusCode,
    ).toBe(415)
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    expect((await upload([{ name: 'type', value: 'avatar' }, file(html, 'a.svg', 'image/svg+xml')])).statusCode).toBe(
      415,
    )
  })

  it('refuses an upload once the dialog holds 100 files or 200 MB (413 too_many_media), nothing stored; deleting makes room', async () => {
    const full = (await insertSurvey(t.database.db, { ownerId: editor.id })).surveyId
    const stored = (n: number, size: number) =>
      Array.from({ length: n }, (_, i) => ({
        surveyId: full,
        filenameDb: `${randomBytes(16).toString('hex')}.png`,
        type: 'logo',
        location: `/api/media/x${i}.png`,
        mime: 'image/png',
        size,
        misc: {},
        createdAt: new Date(),
      }))
    const files = () => t.database.db.select().from(mediaFiles).where(eq(mediaFiles.surveyId, full))
    await t.database.db.insert(mediaFiles).values(stored(MAX_MEDIA_FILES_PER_DIALOG, 1))
    const onDisk = readdirSync(join(t.dataDir, 'media')).length
    const refused = await upload([{ name: 'type', value: 'logo' }, file(PNG)], editor.id, full)
    expect(refused.statusCode, refused.body).toBe(413)
    expect(refused.json().code).toBe('too_many_media')
    expect(await files()).toHaveLength(MAX_MEDIA_FILES_PER_DIALOG)
    expect(readdirSync(join(t.dataDir, 'media'))).toHaveLength(onDisk)

    // One file fewer makes room for one more.
    const [first] = await files()
    await t.database.db.delete(mediaFiles).where(eq(mediaFiles.id, first!.id))
    expect((await upload([{ name: 'type', value: 'logo' }, file(PNG)], editor.id, full)).statusCode).toBe(201)

    // The bytes count too: a few files as large as the bound.
    await t.database.db.delete(mediaFiles).where(eq(mediaFiles.surveyId, full))
    await t.database.db.insert(mediaFiles).values(stored(1, MAX_MEDIA_BYTES_PER_DIALOG))
    expect((await upload([{ name: 'type', value: 'logo' }, file(PNG)], editor.id, full)).json().code).toBe(
      'too_many_media',
    )
  })

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)
    const res = await upload([{ name: 'type', value: 'document' }, file(big, 'big.txt', 'text/plain')])
    expect(res.statusCode).toBe(413)
    expect(res.json().msg).toMatch(/10 MB/)
  })

  it('keeps nothing of a refused upload, and stores an accepted one byte for byte', async () => {
    const folder = join(t.dataDir, 'media')
    // Indexes of documents uploaded by earlier tests may still be written meanwhile.
    const files = () =>
      existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => !name.endsWith('.index'))
            .sort()
        : []
    const before = files()
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)
    const refused = [
      [{ name: 'type', value: 'document' }, file(big, 'big.txt', 'text/plain')],
      [{ name: 'type', value: 'logo' }, file(PDF, 'logo.png', 'image/png')],
      [file(PNG)],
      [{ name: 'type', value: 'document' }, file(Buffer.from([0x41, 0xe2, 0x82]), 'cut.txt', 'text/plain')],
    ] satisfies Part[][]
    for (const parts of refused) expect((await upload(parts)).statusCode).toBeGreaterThanOrEqual(400)
    expect(files()).toEqual(before)

    // Three-byte characters over 3 MB: the stream's chunks cut many of them.
    const text = Buffer.from('Öffnungszeiten € 9–17 Uhr\n'.repeat(110_000), 'utf8')
    const res = await upload([{ name: 'type', value: 'document' }, file(text, 'zeiten.txt', 'text/plain')])
    expect(res.statusCode).toBe(201)
    const stored = res.json().media_file
    expect(stored.misc).toMatchObject({ mime: 'text/plain', size: text.length })
    expect(readFileSync(join(folder, stored.filename_db)).equals(text)).toBe(true)
    expect(files().filter((name) => name.startsWith('.upload-'))).toEqual([])
  })

  it('names the missing or wrong field with 400', async () => {
    const noType = await upload([file(PNG)])
    expect(noType.statusCode).toBe(400)
    expect(noType.json().msg).toContain("'type'")
    const badType = await upload([{ name: 'type', value: 'video' }, file(PNG)])
    expect(badType.json().msg).toContain("'type'")
    const noFile = await upload([{ name: 'type', value: 'logo' }])
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().msg).toContain("'file'")
    const json = await api(t.app, editor.id).post(`/api/surveys/${surveyId}/media`, { type: 'logo' })
    expect(json.statusCode).toBe(400)
    expect(json.json().msg).toContain("'file'")
  })

  it('lets only editors upload: a trainer gets 403, an unknown dialog 404', async () => {
    expect((await upload([{ name: 'type', value: 'logo' }, file(PNG)], trainer.id)).statusCode).toBe(403)
    expect((await upload([{ name: 'type', value: 'logo' }, file(PNG)], editor.id, 'gibt_es_nicht')).statusCode).toBe(
      404,
    )
  })

  it('shows documents only to members of the dialog', async () => {
    const res = await upload([
      { name: 'type', value: 'document' },
      file(Buffer.from('Öffnungszeiten: 9 bis 17 Uhr'), 'faq.txt', 'text/plain'),
    ])
    expect(res.statusCode).toBe(201)
    const doc = res.json().media_file
    expect((await list()).json().media_files.map((m: { type: string }) => m.type)).not.toContain('document')
    // The listed document carries its index state, which its job moves on meanwhile.
    const listed = (await list(trainer.id)).json().media_files as { filename_db: string }[]
    expect(listed.find((m) => m.filename_db === doc.filename_db)).toMatchObject({
      filename_db: doc.filename_db,
      location: doc.location,
      type: 'document',
    })
    expect((await api(t.app).get(doc.location)).statusCode).toBe(404)
    const served = await api(t.app, trainer.id).get(doc.location)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(served.body).toBe('Öffnungszeiten: 9 bis 17 Uhr')
  })

  it('takes as a text document only valid UTF-8 without NUL: broken bytes or a NUL are refused, naming the types', async () => {
    for (const bytes of [
      Buffer.from([0x4f, 0x66, 0x66, 0x65, 0x6e, 0xc3, 0x28, 0x20]),
      Buffer.from('Öffnungszeiten\u0000 9 bis 17 Uhr'),
    ]) {
      const res = await upload([{ name: 'type', value: 'document' }, file(bytes, 'faq.txt', 'text/plain')])
      expect(res.statusCode).toBe(415)
      expect(res.json().msg).toContain('PDF oder Text')
    }
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Mit BOM: Grüße')])
    expect((await upload([{ name: 'type', value: 'document' }, file(bom, 'bom.txt', 'text/plain')])).statusCode).toBe(
      201,
    )
  })

  it('deletes a file for editors only, and it is gone from list and disk', async () => {
    const media = (await upload([{ name: 'type', value: 'logo' }, file(PNG)])).json().media_file
    const url = `/api/surveys/${surveyId}/media/${media.filename_db}`
    expect((await api(t.app, trainer.id).delete(url)).statusCode).toBe(403)
    expect((await api(t.app, editor.id).delete(url)).statusCode).toBe(200)
    expect((await list()).json().media_files).not.toContainEqual(media)
    expect((await api(t.app).get(media.location)).statusCode).toBe(404)
    expect(existsSync(join(t.dataDir, 'media', media.filename_db))).toBe(false)
    expect((await api(t.app, editor.id).delete(url)).statusCode).toBe(404)
  })

  it('answers an unknown dialog with 404 and a bad file name with 400', async () => {
    const res = await api(t.app).post('/api/get_media_list', { survey_id: 'unbekannt' })
    expect(res.statusCode).toBe(404)
    const traversal = await api(t.app).get('/api/media/..%2F..%2Fetc%2Fpasswd')
    expect(traversal.statusCode).toBe(400)
    expect(traversal.json().msg).toContain("'filename_db'")
  })
})
