import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { offlineExitEvaluator } from './offlineExitEvaluator'
import { createOpenAiExitEvaluator } from './openAiExitEvaluator'

const condition = {
  id: 'c1',
  condition: 'Die Person möchte das Interview abbrechen.',
  examples: ['abbrechen', 'keine Lust mehr'],
}
const context = (answer: string) => ({ question: 'Wie gefällt es Ihnen dort?', answer })

describe('offline exit evaluator', () => {
  it('holds when the answer contains an example phrase as whole words, ignoring case and punctuation', async () => {
    expect(await offlineExitEvaluator.holds(condition, context('Ich habe KEINE Lust mehr!'))).toBe(true)
    expect(await offlineExitEvaluator.holds(condition, context('Ich möchte abbrechen.'))).toBe(true)
  })

  it('does not hold for other answers or parts of words', async () => {
    expect(await offlineExitEvaluator.holds(condition, context('Es gefällt mir gut.'))).toBe(false)
    expect(await offlineExitEvaluator.holds(condition, context('Abbrechend war das nicht.'))).toBe(false)
    expect(await offlineExitEvaluator.holds({ ...condition, examples: [] }, context('abbrechen'))).toBe(false)
  })
})

describe('OpenAI-compatible exit evaluator', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** A local server that speaks the chat-completions protocol, as the issue asks for tests. */
  async function fakeProvider(
    reply: (
      body: { model: string; messages: { role: string; content: string }[] },
      auth: string | undefined,
    ) => { status: number; content?: string; delayMs?: number },
  ) {
    server = createServer((req, res) => {
      let data = ''
      req.on('data', (chunk) => (data += chunk))
      req.on('end', () => {
        const { status, content, delayMs = 0 } = reply(JSON.parse(data), req.headers.authorization)
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
        }, delayMs)
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/v1`
  }

  it('sends the condition and the answer with the key and model, and reads JA as holding', async () => {
    const seen: { model?: string; auth?: string; prompt?: string } = {}
    const baseUrl = await fakeProvider((body, auth) => {
      Object.assign(seen, { model: body.model, auth, prompt: body.messages.at(-1)?.content })
      return { status: 200, content: 'JA' }
    })
    const evaluator = createOpenAiExitEvaluator({ baseUrl, apiKey: 'geheim', model: 'klein' })
    expect(await evaluator.holds(condition, context('Ich will nicht mehr.'))).toBe(true)
    expect(seen).toEqual({
      model: 'klein',
      auth: 'Bearer geheim',
      prompt: expect.stringContaining('Antwort der Person: Ich will nicht mehr.'),
    })
  })

  it('reads NEIN as not holding', async () => {
    const baseUrl = await fakeProvider(() => ({ status: 200, content: 'NEIN' }))
    expect(await createOpenAiExitEvaluator({ baseUrl, model: 'm' }).holds(condition, context('Gut.'))).toBe(false)
  })

  it('lets the dialog continue when the provider fails or is too slow, and reports it without the key', async () => {
    const errors: string[] = []
    const failing = await fakeProvider(() => ({ status: 500 }))
    expect(
      await createOpenAiExitEvaluator({
        baseUrl: failing,
        apiKey: 'geheim',
        model: 'm',
        onError: (e) => errors.push(e),
      }).holds(condition, context('x')),
    ).toBe(false)
    server?.close()
    const slow = await fakeProvider(() => ({ status: 200, content: 'JA', delayMs: 500 }))
    expect(
      await createOpenAiExitEvaluator({
        baseUrl: slow,
        model: 'm',
        timeoutMs: 50,
        onError: (e) => errors.push(e),
      }).holds(condition, context('x')),
    ).toBe(false)
    expect(errors).toHaveLength(2)
    expect(errors.join(' ')).not.toContain('geheim')
  })
})
