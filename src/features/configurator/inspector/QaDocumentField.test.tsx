// @vitest-environment happy-dom
import type { MediaFile } from '@engine/api/media'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configuratorInspector } from '../../../i18n/de/configuratorInspector'
import { ApiError } from '../../../session/apiClient'
import type { MediaCalls } from '../settings/mediaCalls'
import { MediaCallsContext } from '../settings/useMediaList'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'

const t = configuratorInspector.qa

const RULES = `${'a'.repeat(32)}.pdf`
const SCAN = `${'b'.repeat(32)}.pdf`
const NEW = `${'c'.repeat(32)}.txt`

const aDocument = (
  filename_db: string,
  name: string,
  index: NonNullable<MediaFile['document']>['index'],
): MediaFile => ({
  survey_id: 's1',
  filename_db,
  type: 'document',
  location: `/api/media/${filename_db}`,
  misc: { mime: 'application/pdf', size: 2048 },
  document: { name, index },
})
const rules = aDocument(RULES, 'Hausordnung.pdf', { status: 'indexed', sections: 12, pages: 3 })
const scan = aDocument(SCAN, 'Scan.pdf', {
  status: 'failed',
  code: 'pdf_no_text',
  reason: 'Die PDF enthält keinen lesbaren Text (vielleicht eingescannt).',
})

function fakeCalls(
  upload: MediaCalls['upload'] = async () => aDocument(NEW, 'faq.md', { status: 'indexed', sections: 1, pages: null }),
) {
  return {
    list: vi.fn(async () => [rules, scan]),
    upload: vi.fn(upload),
    remove: vi.fn(async () => {}),
  } satisfies MediaCalls
}

/** The inspector of q4 turned into a qa block over `filenameDb`. */
async function inspectQa(calls: MediaCalls, filenameDb: string | null) {
  const snapshot = anInspectorSurvey()
  const blocks = snapshot.survey.all_questions ?? []
  snapshot.survey.all_questions = blocks.map((b) =>
    b.unique_question_id === 'q4' ? { ...b, type: 'qa' as const, filename_db: filenameDb } : b,
  )
  const test = await createTestSession(snapshot)
  test.session.ui.selectedId = 'q4'
  renderInSession(
    test.session,
    <MediaCallsContext.Provider value={calls}>
      <BlockInspector />
    </MediaCallsContext.Provider>,
  )
  return { ...test, user: userEvent.setup() }
}

describe('the qa block document in the inspector', () => {
  it("offers the dialog's documents by name and says that the chosen one is indexed", async () => {
    await inspectQa(fakeCalls(), RULES)
    expect(await screen.findByText(t.indexed(12, 3))).toBeTruthy()
    expect(t.indexed(12, 3)).toBe('Indexiert: 12 Abschnitte auf 3 Seiten')
    const select = screen.getByLabelText(t.document) as HTMLSelectElement
    expect([...select.options].map((o) => o.text)).toEqual([t.none, 'Hausordnung.pdf', 'Scan.pdf'])
    expect(select.value).toBe(RULES)
  })

  it('choosing a document saves it on the block; an unindexed one says why', async () => {
    const { server, settled, user } = await inspectQa(fakeCalls(), RULES)
    await screen.findByText(t.indexed(12, 3))
    await user.selectOptions(screen.getByLabelText(t.document), SCAN)
    await settled()
    expect(server.state.blocks.get('q4')?.filename_db).toBe(SCAN)
    expect(await screen.findByText(t.notIndexed(t.failures.pdf_no_text))).toBeTruthy()
    await user.selectOptions(screen.getByLabelText(t.document), '')
    await settled()
    expect(server.state.blocks.get('q4')?.filename_db).toBeNull()
  })

  it('a document being indexed shows its progress, read again until it is indexed', async () => {
    const calls = fakeCalls()
    const indexing = aDocument(RULES, 'Hausordnung.pdf', { status: 'indexing', progress: 40 })
    // Twice the same progress (no new render), then done: the poll goes on regardless.
    calls.list.mockResolvedValueOnce([indexing, scan]).mockResolvedValueOnce([indexing, scan])
    await inspectQa(calls, RULES)
    expect(await screen.findByText('Dokument wird indexiert … 40 %')).toBeTruthy()
    expect(await screen.findByText(t.indexed(12, 3), undefined, { timeout: 4000 })).toBeTruthy()
    expect(screen.queryByText(/wird indexiert/)).toBeNull()
    expect(calls.list).toHaveBeenCalledTimes(3)
  })

  it('an uploaded document is chosen for the block at once', async () => {
    const calls = fakeCalls()
    const { server, settled, user } = await inspectQa(calls, null)
    await screen.findByRole('option', { name: 'Hausordnung.pdf' })
    await user.upload(screen.getByLabelText(t.upload), new File(['# FAQ'], 'faq.md', { type: 'text/markdown' }))
    await waitFor(() => expect(calls.upload).toHaveBeenCalledWith(expect.any(String), 'document', expect.any(File)))
    await settled()
    await waitFor(() => expect(server.state.blocks.get('q4')?.filename_db).toBe(NEW))
    expect(await screen.findByText(t.indexed(1, null))).toBeTruthy()
    expect(t.indexed(1, null)).toBe('Indexiert: 1 Abschnitt')
  })

  it('a refused upload shows the reason and keeps the block as it was', async () => {
    const calls = fakeCalls(async () => {
      throw new ApiError(413, 'Die Datei ist zu groß (höchstens 10 MB).', { code: 'file_too_large' })
    })
    const { server, user } = await inspectQa(calls, RULES)
    await screen.findByText(t.indexed(12, 3))
    await user.upload(screen.getByLabelText(t.upload), new File(['%PDF'], 'gross.pdf', { type: 'application/pdf' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Die Datei ist zu groß (höchstens 10 MB).')
    expect(server.state.blocks.get('q4')?.filename_db).toBe(RULES)
  })

  it('a document that is not in this dialog is named as unknown', async () => {
    await inspectQa(fakeCalls(), `${'f'.repeat(32)}.pdf`)
    expect(await screen.findByText(t.unknownHint)).toBeTruthy()
    expect((screen.getByLabelText(t.document) as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      t.unknown(`${'f'.repeat(32)}.pdf`),
    )
  })
})
