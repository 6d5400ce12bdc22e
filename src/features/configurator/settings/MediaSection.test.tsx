// @vitest-environment happy-dom
import { MAX_MEDIA_BYTES, type MediaFile } from '@engine/api/media'
import { aSurvey } from '@engine/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configuratorInspector } from '../../../i18n/de/configuratorInspector'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { ApiError } from '../../../session/apiClient'
import { createTestSession, renderInSession } from '../testing/testSession'
import type { MediaCalls } from './mediaCalls'
import { MediaSection } from './MediaSection'
import { MediaCallsContext } from './useMediaList'

const t = configuratorSettings.media

const aFile = (name: string, type: MediaFile['type'], mime = 'image/png'): MediaFile => ({
  survey_id: 's1',
  filename_db: name,
  type,
  location: `/api/media/${name}`,
  misc: { mime, size: 2048 },
})

const LOGO_OLD = `${'a'.repeat(32)}.png`
const LOGO_NEW = `${'b'.repeat(32)}.png`
const DOC = `${'c'.repeat(32)}.pdf`
const UPLOADED = `${'d'.repeat(32)}.png`

function fakeCalls(files: MediaFile[]) {
  return {
    list: vi.fn(async () => files),
    upload: vi.fn(async (_survey: string, type: MediaFile['type']) => aFile(UPLOADED, type)),
    remove: vi.fn(async () => {}),
  } satisfies MediaCalls
}

async function setup(calls: MediaCalls) {
  const { session } = await createTestSession(aSurvey({ blocks: 1 }))
  renderInSession(
    session,
    <MediaCallsContext.Provider value={calls}>
      <MediaSection />
    </MediaCallsContext.Provider>,
  )
  return userEvent.setup()
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' })

describe('MediaSection', () => {
  it('lists the media by type, previews images and marks the newest image as active', async () => {
    const calls = fakeCalls([
      aFile(LOGO_OLD, 'logo'),
      aFile(LOGO_NEW, 'logo'),
      aFile(DOC, 'document', 'application/pdf'),
    ])
    await setup(calls)
    const logos = within(await screen.findByRole('group', { name: t.types.logo }))
    expect(logos.getAllByRole('img')).toHaveLength(2)
    expect(logos.getByText(LOGO_NEW).closest('li')?.textContent).toContain(t.active)
    expect(logos.getByText(LOGO_OLD).closest('li')?.textContent).not.toContain(t.active)
    const documents = within(screen.getByRole('group', { name: t.types.document }))
    expect(documents.getByText(DOC)).toBeTruthy()
    expect(documents.queryByRole('img')).toBeNull()
    expect(within(screen.getByRole('group', { name: t.types.avatar })).getByText(t.none)).toBeTruthy()
    expect(calls.list).toHaveBeenCalledWith('s1')
  })

  it('shows documents by their uploaded name with their index status', async () => {
    const indexed: MediaFile = {
      ...aFile(DOC, 'document', 'application/pdf'),
      document: { name: 'Hausordnung.pdf', index: { status: 'indexed', sections: 4, pages: 2 } },
    }
    const reason = 'Die PDF ist mit einem Passwort geschützt. Bitte eine Fassung ohne Passwort hochladen.'
    const locked: MediaFile = {
      ...aFile(`${'e'.repeat(32)}.pdf`, 'document', 'application/pdf'),
      document: { name: 'Geheim.pdf', index: { status: 'failed', code: 'pdf_encrypted', reason } },
    }
    await setup(fakeCalls([indexed, locked]))
    const documents = within(await screen.findByRole('group', { name: t.types.document }))
    expect(documents.getByText('Hausordnung.pdf').closest('li')?.textContent).toContain(
      configuratorInspector.qa.indexed(4, 2),
    )
    expect(documents.getByText('Geheim.pdf').closest('li')?.textContent).toContain(
      configuratorInspector.qa.notIndexed(reason),
    )
    expect(documents.queryByText(DOC)).toBeNull()
  })

  it('uploads a chosen file and shows it', async () => {
    const calls = fakeCalls([])
    const user = await setup(calls)
    const file = png()
    await user.upload(await screen.findByLabelText(t.upload(t.types.avatar)), file)
    expect(calls.upload).toHaveBeenCalledWith('s1', 'avatar', file)
    const avatars = within(screen.getByRole('group', { name: t.types.avatar }))
    expect(await avatars.findByText(UPLOADED)).toBeTruthy()
  })

  it('shows the busy state while uploading', async () => {
    const calls = fakeCalls([])
    let finish: (file: MediaFile) => void = () => {}
    calls.upload.mockImplementation(() => new Promise<MediaFile>((resolve) => (finish = resolve)))
    const user = await setup(calls)
    const input = await screen.findByLabelText<HTMLInputElement>(t.upload(t.types.logo))
    await user.upload(input, png())
    expect(input.disabled).toBe(true)
    expect(screen.getAllByText(t.uploading).length).toBeGreaterThan(0)
    finish(aFile(UPLOADED, 'logo'))
    await waitFor(() => expect(input.disabled).toBe(false))
  })

  it('rejects a file over 10 MB before uploading', async () => {
    const calls = fakeCalls([])
    const user = await setup(calls)
    const big = png()
    Object.defineProperty(big, 'size', { value: MAX_MEDIA_BYTES + 1 })
    await user.upload(await screen.findByLabelText(t.upload(t.types.logo)), big)
    expect((await screen.findByRole('alert')).textContent).toContain(t.tooLarge)
    expect(calls.upload).not.toHaveBeenCalled()
  })

  it("shows the server's reason when an upload fails", async () => {
    const calls = fakeCalls([])
    calls.upload.mockRejectedValue(
      new ApiError(415, 'Dieser Dateityp ist für „logo“ nicht erlaubt.', { code: 'file_type_not_allowed' }),
    )
    const user = await setup(calls)
    await user.upload(await screen.findByLabelText(t.upload(t.types.logo)), png())
    expect((await screen.findByRole('alert')).textContent).toContain('nicht erlaubt')
  })

  it('deletes a file after confirmation', async () => {
    const calls = fakeCalls([aFile(LOGO_OLD, 'logo')])
    const user = await setup(calls)
    await user.click(await screen.findByRole('button', { name: `${t.remove}: ${LOGO_OLD}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(calls.remove).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: t.deleteConfirm.confirm }))
    expect(calls.remove).toHaveBeenCalledWith('s1', LOGO_OLD)
    await waitFor(() => expect(screen.queryByText(LOGO_OLD)).toBeNull())
  })

  it('keeps the file and says why when the delete fails', async () => {
    const calls = fakeCalls([aFile(LOGO_OLD, 'logo')])
    calls.remove.mockRejectedValue(new ApiError(0, ''))
    const user = await setup(calls)
    await user.click(await screen.findByRole('button', { name: `${t.remove}: ${LOGO_OLD}` }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.deleteConfirm.confirm }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain(t.offline)
    expect(screen.getByText(LOGO_OLD)).toBeTruthy()
  })

  it('shows a failed list load with a retry', async () => {
    const calls = fakeCalls([aFile(LOGO_OLD, 'logo')])
    calls.list.mockRejectedValueOnce(new ApiError(500, 'Interner Fehler', { code: 'internal_error' }))
    const user = await setup(calls)
    expect((await screen.findByRole('alert')).textContent).toContain('Interner Fehler')
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByText(LOGO_OLD)).toBeTruthy()
  })
})
