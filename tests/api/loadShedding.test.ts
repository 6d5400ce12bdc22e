import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { de } from '../../src/i18n/de'
import { surveys } from '../../server/db/schema'
import { DEFAULT_OVERLOAD } from '../../server/http/loadShedding'
import { api } from '../support/fixtures'
import { spaDir } from '../support/spaDir'
import { type TestApp, startTestApp } from '../support/testApp'

/** Any heap in use is "too much", for respondents too: the server is overloaded from its first measurement on. */
const ALWAYS_OVERLOADED = {
  ...DEFAULT_OVERLOAD,
  maxEventLoopDelayMs: 0,
  maxHeapUsedPercent: 0.000_001,
  sampleIntervalMs: 10,
  respondent: { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0.000_001, maxRssMb: 0 },
}

/** Over the editors' threshold from the first measurement on, far under the respondents'. */
const EDITORS_OVERLOADED = {
  ...DEFAULT_OVERLOAD,
  maxEventLoopDelayMs: 0,
  maxHeapUsedPercent: 0.000_001,
  sampleIntervalMs: 10,
  respondent: { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 100, maxRssMb: 0 },
}

async function untilUnderPressure(t: TestApp): Promise<void> {
  await t.app.ready()
  // under-pressure measures on a timer; wait for the first sample that sees the "overload".
  const deadline = Date.now() + 5_000
  while (!t.app.isUnderPressure() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('an overloaded server sheds API calls (issue #10)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite', { staticDir: spaDir(), overload: ALWAYS_OVERLOADED })
    await untilUnderPressure(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 503 with the server_busy text of docs/product/errors.md as {msg} and a Retry-After', async () => {
    const res = await api(t.app).post('/api/chat', { survey_id: 'x', unique_question_id: null, user_input: '' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ msg: de.live.errors.serverBusy, code: 'server_busy' })
    expect(res.headers['retry-after']).toBe(String(DEFAULT_OVERLOAD.retryAfterSeconds))
  })

  it('the 503 still carries the security headers and is not cached', async () => {
    const res = await api(t.app).get('/api/surveys')
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sheds a percent-encoded spelling of an API path too (issue #19, finding 11)', async () => {
    const res = await api(t.app).get('/%61pi/surveys')
    expect(res.statusCode).toBe(503)
    expect(res.json().code).toBe('server_busy')
  })

  it('keeps serving the app itself, so the page can show the banner', async () => {
    const res = await api(t.app).get('/dialog/abc')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root">')
  })
})

describe('an overloaded server sheds editors before respondents (issue #27)', () => {
  let t: TestApp
  let surveyId = ''
  beforeAll(async () => {
    t = await startTestApp('pglite', { overload: EDITORS_OVERLOADED })
    surveyId = (await t.database.db.select().from(surveys).limit(1))[0]?.surveyId ?? ''
    await untilUnderPressure(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  it("answers a respondent's registration and chat turn while an editor's call gets 503", async () => {
    const editorCall = await api(t.app, 1).get('/api/surveys')
    expect(editorCall.statusCode).toBe(503)
    expect(editorCall.json().code).toBe('server_busy')
    const registered = await api(t.app).post('/api/register_live', { survey_id: surveyId })
    expect(registered.statusCode, registered.body).toBe(200)
    const turn = await api(t.app, registered.json().token_live).post('/api/chat', {
      survey_id: surveyId,
      unique_question_id: null,
      user_input: '',
    })
    expect(turn.statusCode, turn.body).toBe(200)
    expect(turn.json().chatbot_response_object.messages.length).toBeGreaterThan(0)
  })

  it('never sheds the health check', async () => {
    const res = await api(t.app).get('/api/health')
    expect(res.statusCode).toBe(200)
  })
})

describe('a server under normal load', () => {
  let t: TestApp
  beforeAll(async () => {
    // Samples of 100 ms hold several event-loop ticks (10 ms resolution); wait for a few real ones.
    t = await startTestApp('pglite', { overload: { ...DEFAULT_OVERLOAD, sampleIntervalMs: 100 } })
    await t.app.ready()
    await new Promise((resolve) => setTimeout(resolve, 350))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('with the default thresholds answers API calls normally', async () => {
    expect(t.app.memoryUsage().heapUsed).toBeGreaterThan(0)
    expect(t.app.isUnderPressure()).toBe(false)
    const res = await api(t.app).get('/api/health')
    expect(res.statusCode).toBe(200)
  })

  it('the defaults shed only at a mean event-loop delay over 1 s or a nearly full heap', () => {
    expect(DEFAULT_OVERLOAD.maxEventLoopDelayMs).toBeGreaterThanOrEqual(1000)
    expect(DEFAULT_OVERLOAD.maxHeapUsedPercent).toBeGreaterThanOrEqual(90)
  })
})
