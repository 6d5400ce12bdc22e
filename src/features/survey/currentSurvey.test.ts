import { aSurvey } from '@engine/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import { editorSession } from '../../session/editorSession'
import { currentSurvey, emptyCurrentSurvey, ensureCurrentSurvey } from './currentSurvey'

vi.mock('../../session/api', () => ({ api: vi.fn() }))
const apiMock = vi.mocked(api)

/** POST /api/dialog's answer for a dialog (the schema fills in the settings' defaults). */
function aDialogAnswer(survey_id: string) {
  return {
    ...aSurvey({ survey_id, blocks: 1 }).survey,
    templ_options: ['open'],
    connections: [],
    triggers: [],
    gpt_exit_conditions: [],
    version: 0,
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('currentSurvey (docs/product/screens.md#navigation-guard)', () => {
  beforeEach(() => {
    apiMock.mockReset()
    apiMock.mockImplementation(async (_m, _p, options) =>
      aDialogAnswer((options?.body as { survey_id: string }).survey_id),
    )
    Object.assign(currentSurvey, emptyCurrentSurvey())
    editorSession.username = 'demo@example.org'
  })

  it('loads the dialog when nothing is loaded', async () => {
    await ensureCurrentSurvey('s1')
    expect(apiMock).toHaveBeenCalledWith('POST', '/api/dialog', { body: { survey_id: 's1' } })
    expect(currentSurvey).toMatchObject({
      surveyId: 's1',
      loading: false,
      error: null,
      survey: { survey_id: 's1', speed: 0.5 },
    })
  })

  it('does not fetch again for the same id, but does for another id or another user', async () => {
    await ensureCurrentSurvey('s1')
    await ensureCurrentSurvey('s1')
    expect(apiMock).toHaveBeenCalledTimes(1)
    await ensureCurrentSurvey('s2')
    expect(currentSurvey.survey?.survey_id).toBe('s2')
    editorSession.username = 'anna@beispiel.de'
    await ensureCurrentSurvey('s2')
    expect(apiMock).toHaveBeenCalledTimes(3)
  })

  it('a second request while the first is running does not fetch twice', async () => {
    const first = ensureCurrentSurvey('s1')
    const second = ensureCurrentSurvey('s1')
    await Promise.all([first, second])
    expect(apiMock).toHaveBeenCalledTimes(1)
  })

  it('keeps the failure and tries again on the next visit', async () => {
    apiMock.mockRejectedValueOnce(new ApiError(404, 'Dialog nicht gefunden.', { code: 'survey_not_found' }))
    await ensureCurrentSurvey('s1')
    expect(currentSurvey).toMatchObject({
      surveyId: 's1',
      survey: null,
      loading: false,
      error: { msg: 'Dialog nicht gefunden.', status: 404 },
    })
    await ensureCurrentSurvey('s1')
    expect(currentSurvey).toMatchObject({ error: null, survey: { survey_id: 's1' } })
  })

  it('an answer for a dialog left behind never overwrites the newer one', async () => {
    const slow = deferred<unknown>()
    apiMock.mockImplementationOnce(() => slow.promise)
    const first = ensureCurrentSurvey('s1')
    await ensureCurrentSurvey('s2')
    slow.resolve(aDialogAnswer('s1'))
    await first
    expect(currentSurvey).toMatchObject({ surveyId: 's2', loading: false, survey: { survey_id: 's2' } })
  })
})
