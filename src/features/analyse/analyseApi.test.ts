import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../session/api'
import { httpAnalyseApi, PAGE_SIZE } from './analyseApi'
import { anOverview, someAnswers, someTranscripts } from './fakeAnalyseApi'

vi.mock('../../session/api', () => ({ api: vi.fn() }))
const apiMock = vi.mocked(api)

beforeEach(() => apiMock.mockReset())

describe('the Analyse calls (engine/api/analyse.ts)', () => {
  it('sends only the filled search fields, with the page', async () => {
    apiMock.mockResolvedValue(someAnswers())
    await httpAnalyseApi.answers('s 1', 'q2', { q: '  teuer ', intent: '', offset: 40 })
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/analyse/s%201/blocks/q2/answers', {
      query: { q: 'teuer', offset: '40', limit: String(PAGE_SIZE) },
    })
  })

  it("sends the conversation filters that are set, with the viewer's time zone for the days", async () => {
    apiMock.mockResolvedValue(someTranscripts())
    await httpAnalyseApi.transcripts('s1', { status: 'aborted', from: '2026-11-01', to: '', intent: '' }, 0)
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/analyse/s1/transcripts', {
      query: { status: 'aborted', from: '2026-11-01', tz, offset: '0', limit: String(PAGE_SIZE) },
    })
  })

  it("asks the overview with the viewer's time zone, so days match the times shown", async () => {
    apiMock.mockResolvedValue(anOverview())
    await httpAnalyseApi.overview('s1')
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/analyse/s1/overview', {
      query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    })
  })

  it('refuses an answer outside the contract instead of showing half of it', async () => {
    apiMock.mockResolvedValue({ ...anOverview(), started: 'viele' })
    await expect(httpAnalyseApi.overview('s1')).rejects.toThrow()
  })
})
