import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, liveRespondents } from '../../server/db/schema'
import { createOpenAiExitEvaluator } from '../../server/services/llm/openAiExitEvaluator'
import { type Api, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { jobsDone } from '../support/jobsDone'

interface Completion {
  model: string
  messages: { role: string; content: string }[]
}

/**
 * An OpenAI-compatible provider on localhost: Intrance_ai's LLM path (docs/training.md
 * "Suggestions") with the provider's replies under the test's control.
 */
function fakeProvider() {
  const requests: { auth: string | undefined; body: Completion }[] = []
  const state = { status: 200, examples: '', labels: '' }
  const read = async (req: IncomingMessage) => {
    let text = ''
    for await (const chunk of req) text += String(chunk)
    return JSON.parse(text) as Completion
  }
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      requests.push({ auth: req.headers.authorization, body })
      const content = body.messages[0]?.content.includes('JSON-Array') ? state.labels : state.examples
      res.writeHead(state.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ choices: [{ message: { content } }] }))
    })
  })
  return { server, requests, state }
}

describe('Intrance_ai suggestions through an LLM provider', () => {
  const provider = fakeProvider()
  /** What the app reported through the provider's onError (main.ts logs it). */
  const reported: string[] = []
  let t: TestApp
  let owner: Api
  let s: string
  const suggest = (payload: object) => owner.post(`/api/surveys/${s}/training/q1/suggestions`, payload)
  const exampleCount = async () => (await owner.get(`/api/surveys/${s}/training/q1/quality`)).json().examples

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve))
    const { port } = provider.server.address() as AddressInfo
    const onError = (message: string) => void reported.push(message)
    t = await startTestApp('pglite', {
      jobRunner: 'manual',
      exitEvaluator: createOpenAiExitEvaluator({
        baseUrl: `http://127.0.0.1:${port}/v1/`,
        apiKey: 'sk-test',
        model: 'test-model',
        onError,
      }),
    })
    const db = t.database.db
    const user = await insertUser(db, 'llm-trainer@example.org')
    owner = api(t.app, user.id)
    s = (await insertSurvey(db, { ownerId: user.id })).surveyId
    await insertDialog(db, s, {
      blocks: [
        { type: 'open', unique_question_id: 'q1', context: 'Würden Sie uns weiterempfehlen?' },
        { type: 'open', unique_question_id: 'q2' },
        { type: 'open', unique_question_id: 'q3' },
      ],
      jumps: [
        ['q1', 'ja', 'q2'],
        ['q1', 'nein', 'q3'],
      ],
      examples: [
        ['q1', 'ja', 'Ja gerne'],
        ['q1', 'ja', 'Sicher'],
        ['q1', 'nein', 'Nein'],
        ['q1', 'nein', 'Eher nicht'],
      ],
    })
    for (const [i, text] of ['klar doch', 'nö', 'weiß nicht'].entries()) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `llm_${i}`, surveyIds: [s] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s,
        uniqueQuestionId: 'q1',
        value: text,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })
    }
    // Models are built by jobs (docs/nlu.md "When models are built").
    await owner.post(`/api/surveys/${s}/training/retrain`, {})
    await jobsDone(t)
  })
  afterAll(async () => {
    await t?.close()
    provider.server.close()
  })

  it('asks the provider for new examples, cleans the list and leaves out texts that are examples already', async () => {
    provider.state.examples = '1. Na logo\n- Ja gerne\n• Jederzeit wieder\n\n'
    const before = await exampleCount()
    const res = await suggest({ mode: 'examples', handle: 'ja', count: 3 })
    expect(res.statusCode).toBe(200)
    expect(res.json().source).toBe('llm')
    expect(res.json().suggestions.map((x: { text: string }) => x.text)).toEqual(['Na logo', 'Jederzeit wieder'])
    expect(
      res
        .json()
        .suggestions.every(
          (x: { handle: string; respondent_id: null }) => x.handle === 'ja' && x.respondent_id === null,
        ),
    ).toBe(true)
    const sent = provider.requests.at(-1)
    expect(sent?.auth).toBe('Bearer sk-test')
    expect(sent?.body.model).toBe('test-model')
    expect(sent?.body.messages[1]?.content).toContain('Intent: ja')
    expect(await exampleCount()).toBe(before)
  })

  it('labels unlabelled answers with the provider; a handle it made up falls back to the classifier', async () => {
    // The answers go out least sure first, as 'Offen' lists them (docs/training.md "Active learning").
    const offen = await owner.get(`/api/surveys/${s}/training/q1/answers?filter=unlabelled`)
    const order: string[] = offen.json().items.map((a: { text: string }) => a.text)
    expect([...order].sort()).toEqual(['klar doch', 'nö', 'weiß nicht'])
    provider.state.labels = 'Gerne: ["nein", "vielleicht", "ja"]'
    const res = await suggest({ mode: 'label' })
    expect(res.json().source).toBe('llm')
    expect(provider.requests.at(-1)?.body.messages[1]?.content).toContain(
      `Antworten:\n${order.map((text, i) => `${i + 1}. ${text}`).join('\n')}`,
    )
    expect(res.json().suggestions.map((x: { text: string }) => x.text)).toEqual(order)
    const [first, second, third] = res.json().suggestions
    expect(first).toMatchObject({ handle: 'nein', confidence: null })
    expect(third).toMatchObject({ handle: 'ja', confidence: null })
    expect(['ja', 'nein']).toContain(second.handle)
    expect(second.confidence).not.toBeNull()
  })

  it('falls back to the offline suggestions when the provider fails, and reports it without the key or the texts', async () => {
    reported.length = 0
    provider.state.status = 500
    const res = await suggest({ mode: 'label' })
    provider.state.status = 200
    expect(res.statusCode).toBe(200)
    expect(res.json().source).toBe('offline')
    expect(res.json().suggestions).toHaveLength(3)
    expect(reported).toEqual(['LLM-Anbieter antwortete 500'])
    expect(reported.join(' ')).not.toMatch(/sk-test|klar doch|weiterempfehlen/)
  })
})
